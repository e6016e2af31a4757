// rng_bit_generator reproduces XLA's generators bit for bit: Random123's known answers for
// threefry2x32-20 and philox4x32-10, and values XLA produced.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

// THREE_FRY, key 0, counter 0: threefry2x32-20(0, 0) = (0x6b200159, 0x99ba4efe) as one ui64.
func.func @three_fry_zero() {
  %state = stablehlo.constant dense<[0, 0]> : tensor<2xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
  check.expect_eq_const %bits, dense<11077253088097075545> : tensor<ui64>
  check.expect_eq_const %new_state, dense<[0, 1]> : tensor<2xui64>
  func.return
}

// -----

// THREE_FRY, key 0xffffffff_ffffffff, counter 0xffffffff_ffffffff: (0x1cb996fc, 0xbb002be7), the two words
// of a 32-bit scalar's pair taking the first.
func.func @three_fry_ones() {
  %state = stablehlo.constant dense<[18446744073709551615, 18446744073709551615]> : tensor<2xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  check.expect_eq_const %bits, dense<[481924860, 3137350631]> : tensor<2xui32>
  check.expect_eq_const %new_state, dense<[18446744073709551615, 0]> : tensor<2xui64>
  func.return
}

// -----

// What XLA gives for key 0x4_00000001 and counter 0x1_00000000 (the first elements of a 100x100 draw).
func.func @three_fry_xla() {
  %state = stablehlo.constant dense<[17179869185, 4294967296]> : tensor<2xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui64>)
  check.expect_eq_const %bits, dense<[11811099535163642817, 2679220122055838158]> : tensor<2xui64>
  check.expect_eq_const %new_state, dense<[17179869185, 4294967298]> : tensor<2xui64>
  func.return
}

// -----

// PHILOX with a [3] state: key 0, counter 0 gives philox4x32-10(0, 0), four words per block.
func.func @philox_zero() {
  %state = stablehlo.constant dense<[0, 0, 0]> : tensor<3xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xui32>)
  check.expect_eq_const %bits, dense<[[1713891541, 3781805453], [3159862348, 2600524760]]> : tensor<2x2xui32>
  check.expect_eq_const %new_state, dense<[0, 1, 0]> : tensor<3xui64>
  func.return
}

// -----

// DEFAULT is PHILOX; 16-bit outputs keep the low half of each word (0xe8d5, 0xc58d, 0xac4c); a [2]
// state keeps the counter's low word.
func.func @default_narrow() {
  %state = stablehlo.constant dense<[0, 0]> : tensor<2xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui16>)
  check.expect_eq_const %bits, dense<[59605, 50573, 44108]> : tensor<3xui16>
  check.expect_eq_const %new_state, dense<[0, 1]> : tensor<2xui64>
  func.return
}

// -----

// An empty output leaves the state as it was.
func.func @empty() {
  %state = stablehlo.constant dense<[7, 9]> : tensor<2xui64>
  %new_state, %bits = "stablehlo.rng_bit_generator"(%state) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<0x3xf32>)
  check.expect_eq_const %new_state, dense<[7, 9]> : tensor<2xui64>
  func.return
}

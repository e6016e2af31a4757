// Layer norm over the rows of a 8192x1024 f32 matrix, with scale and bias (eps 1e-5), as JAX
// writes it: two row reductions and elementwise ops. Memory-bound. Peers: the triad and torch eager.
func.func @main(%x: tensor<8192x1024xf32>, %scale: tensor<1024xf32>, %bias: tensor<1024xf32>) -> tensor<8192x1024xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %n_s = stablehlo.constant dense<1.024000e+03> : tensor<f32>
  %eps_s = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8192x1024xf32>, tensor<f32>) -> tensor<8192xf32>
  %n = stablehlo.broadcast_in_dim %n_s, dims = [] : (tensor<f32>) -> tensor<8192xf32>
  %mean = stablehlo.divide %sum, %n : tensor<8192xf32>
  %mean_b = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1024xf32>
  %d = stablehlo.subtract %x, %mean_b : tensor<8192x1024xf32>
  %d2 = stablehlo.multiply %d, %d : tensor<8192x1024xf32>
  %ssq = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8192x1024xf32>, tensor<f32>) -> tensor<8192xf32>
  %var = stablehlo.divide %ssq, %n : tensor<8192xf32>
  %eps = stablehlo.broadcast_in_dim %eps_s, dims = [] : (tensor<f32>) -> tensor<8192xf32>
  %ve = stablehlo.add %var, %eps : tensor<8192xf32>
  %inv = stablehlo.rsqrt %ve : tensor<8192xf32>
  %inv_b = stablehlo.broadcast_in_dim %inv, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1024xf32>
  %norm = stablehlo.multiply %d, %inv_b : tensor<8192x1024xf32>
  %scale_b = stablehlo.broadcast_in_dim %scale, dims = [1] : (tensor<1024xf32>) -> tensor<8192x1024xf32>
  %scaled = stablehlo.multiply %norm, %scale_b : tensor<8192x1024xf32>
  %bias_b = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<1024xf32>) -> tensor<8192x1024xf32>
  %y = stablehlo.add %scaled, %bias_b : tensor<8192x1024xf32>
  return %y : tensor<8192x1024xf32>
}

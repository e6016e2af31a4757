#include "parse/element_bytes.h"

#include <cstring>

#include "support/float_formats.h"

namespace hlx {

void PutInt(std::string& data, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) data.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}

void PutFloat(std::string& data, ElementType e, double v) {
  const ElementInfo& info = GetElementInfo(e);
  if (info.small_float) {
    PutInt(data, EncodeFloat(*info.small_float, v), ElementStorageBytes(e));
  } else if (e == ElementType::kF32 || e == ElementType::kC64) {
    float f = static_cast<float>(v);
    char b[4];
    std::memcpy(b, &f, 4);
    data.append(b, 4);
  } else {
    char b[8];
    std::memcpy(b, &v, 8);
    data.append(b, 8);
  }
}

}  // namespace hlx

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/crc32.hpp"

#include <array>
#include <stdexcept>

namespace core {
namespace {

constexpr std::array<uint32_t, 256> kTable = reflectedCrcTable(0xEDB88320u);

// A linear map on 32-bit registers over GF(2): m[j] is the image of bit j.
using Matrix = std::array<uint32_t, 32>;

uint32_t apply(const Matrix& m, uint32_t v) {
  uint32_t out = 0;
  for (size_t j = 0; v != 0; ++j, v >>= 1) {
    if ((v & 1) != 0) out ^= m[j];
  }
  return out;
}

// a after b
Matrix product(const Matrix& a, const Matrix& b) {
  Matrix out{};
  for (size_t j = 0; j < 32; ++j) out[j] = apply(a, b[j]);
  return out;
}

Matrix identity() {
  Matrix m{};
  for (size_t j = 0; j < 32; ++j) m[j] = 1u << j;
  return m;
}

// The register update of one zero byte.
Matrix oneZeroByte() {
  Matrix m{};
  for (size_t j = 0; j < 32; ++j) {
    const uint32_t reg = 1u << j;
    m[j] = kTable[reg & 0xff] ^ (reg >> 8);
  }
  return m;
}

void put32(std::span<uint8_t> data, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) data[at + static_cast<size_t>(i)] = static_cast<uint8_t>(v >> (8 * i));
}

}  // namespace

uint32_t crc32(std::span<const uint8_t> data, uint32_t crc) {
  uint32_t c = ~crc;
  for (uint8_t b : data) c = kTable[(c ^ b) & 0xff] ^ (c >> 8);
  return ~c;
}

void forceCrc32(std::span<uint8_t> data, size_t at, uint32_t target) {
  if (at > data.size() || data.size() - at < 4)
    throw std::out_of_range("forceCrc32: the 4 bytes are outside the data");
  // crc(x) = crc(0) ^ L(x), L linear: the column of bit i of x is the register after the
  // 4 bytes of e_i (from 0) carried through the n zero bytes after them (Z^n, by squaring).
  put32(data, at, 0);
  const uint32_t base = crc32(data);
  const size_t n = data.size() - at - 4;
  Matrix zeros = identity();
  Matrix step = oneZeroByte();
  for (size_t k = n; k > 0; k >>= 1) {
    if ((k & 1) != 0) zeros = product(step, zeros);
    step = product(step, step);
  }
  std::array<uint32_t, 32> col{};
  for (int i = 0; i < 32; ++i) {
    uint32_t reg = 0;
    for (int b = 0; b < 4; ++b) reg = kTable[(reg ^ ((1u << i) >> (8 * b))) & 0xff] ^ (reg >> 8);
    col[static_cast<size_t>(i)] = apply(zeros, reg);
  }
  // Gauss-Jordan over GF(2) on the 32 x 32 system L x = base ^ target; each row is kept as
  // (its combination of columns, its value).
  std::array<uint32_t, 32> comb{};
  for (int i = 0; i < 32; ++i) comb[static_cast<size_t>(i)] = 1u << i;
  const uint32_t want = base ^ target;
  uint32_t x = 0;
  // Reduce the columns to a basis with one leading bit each.
  for (int bit = 0; bit < 32; ++bit) {
    int pivot = -1;
    for (int i = bit; i < 32; ++i) {
      if ((col[static_cast<size_t>(i)] >> bit & 1) != 0) {
        pivot = i;
        break;
      }
    }
    if (pivot < 0) throw std::logic_error("forceCrc32: singular system");
    std::swap(col[static_cast<size_t>(bit)], col[static_cast<size_t>(pivot)]);
    std::swap(comb[static_cast<size_t>(bit)], comb[static_cast<size_t>(pivot)]);
    for (int i = 0; i < 32; ++i) {
      if (i != bit && (col[static_cast<size_t>(i)] >> bit & 1) != 0) {
        col[static_cast<size_t>(i)] ^= col[static_cast<size_t>(bit)];
        comb[static_cast<size_t>(i)] ^= comb[static_cast<size_t>(bit)];
      }
    }
  }
  // Now col[i] = 1 << i: want = xor of col[i] over its set bits.
  for (int i = 0; i < 32; ++i) {
    if ((want >> i & 1) != 0) x ^= comb[static_cast<size_t>(i)];
  }
  put32(data, at, x);
}

}  // namespace core

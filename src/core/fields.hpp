// SPDX-License-Identifier: GPL-3.0-or-later
// One field list per state struct (ARCHITECTURE.md "simulation contract"): a struct lists
// its members once, in declaration order,
//
//   struct VehSlot {
//     int32_t proj = -1;
//     int32_t ammo = 0;
//     static constexpr auto fields() {
//       return std::tuple{CORE_FIELD(VehSlot, proj), CORE_FIELD(VehSlot, ammo)};
//     }
//     friend bool operator==(const VehSlot& lhs, const VehSlot& rhs) { return core::fieldsEqual(lhs, rhs); }
//   };
//   static_assert(core::everyFieldListed<VehSlot>());
//
// and its state hash (hashValue), operator== (fieldsEqual), trace fields (forEachField)
// and first-difference report (firstDifference: "team[0].veh.fuel: 0x1234 vs 0x1240", the
// way OpenLoco's save-compare finds a diverging field) all derive from that one list.
// everyFieldListed lays the listed members out as the compiler would and compares the
// result with sizeof: a new member that is not listed changes sizeof and breaks the build.
// Not caught: a new member small enough to fit into padding the struct already has (a
// bool after a bool before an int). A padding-free struct (isDense) has no such gap, so for
// it the check is complete; for the others, list a new member when you add it.
//
// Values a list can hold: integers, enums, bool, std::array, std::vector, std::string and
// structs with their own list. Members that are configuration, not state (a pointer to
// constant tables, a hook), are listed with kFieldSkip: counted in the layout, left out
// of the hash, == and the report.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

#include "core/hash.hpp"

namespace core {

// Field flags.
inline constexpr uint8_t kFieldPlain = 0;
inline constexpr uint8_t kFieldFixed = 1;   // a 16.16 value: reports print it as a decimal too
inline constexpr uint8_t kFieldTraced = 2;  // written by the run traces
inline constexpr uint8_t kFieldSkip = 4;    // configuration, not state (see above)

template <uint8_t Flags, class C, class T>
struct Field {
  using Class = C;
  using Type = T;
  static constexpr uint8_t kFlags = Flags;
  static constexpr bool kSkip = (Flags & kFieldSkip) != 0;
  const char* name;
  T C::*member;
};

template <uint8_t Flags = kFieldPlain, class C, class T>
constexpr Field<Flags, C, T> field(const char* name, T C::*member) {
  return Field<Flags, C, T>{name, member};
}

// CORE_FIELD(Type, member [, flags])
#define CORE_FIELD(T, m, ...) ::core::field<::core::kFieldPlain __VA_OPT__(|) __VA_ARGS__>(#m, &T::m)

template <class T>
concept HasFields = requires { T::fields(); };

// A value whose state is derived rather than listed (a typed event: its kind, its table
// name and its payload words): stateTuple() returns the values the hash, == and the
// first-difference report see, in order.
template <class T>
concept HasStateTuple = requires(const T& v) {
  v.stateTuple();
};

namespace fields_detail {

template <class T>
struct StdArray : std::false_type {};
template <class V, size_t N>
struct StdArray<std::array<V, N>> : std::true_type {};
template <class T>
struct StdVector : std::false_type {};
template <class V, class A>
struct StdVector<std::vector<V, A>> : std::true_type {};

template <class T>
inline constexpr bool kScalar = std::is_integral_v<T> || std::is_enum_v<T>;
template <class T>
inline constexpr bool kContainer = StdArray<T>::value || StdVector<T>::value;

template <class F>
using FieldType = typename std::remove_cvref_t<F>::Type;
template <class F>
inline constexpr bool kSkipped = std::remove_cvref_t<F>::kSkip;

constexpr size_t alignUp(size_t n, size_t a) {
  return (n + a - 1) / a * a;
}

template <class>
inline constexpr bool kAlwaysFalse = false;

}  // namespace fields_detail

// The size of T if its members were exactly the listed ones, in list order.
template <HasFields T>
consteval size_t listedLayoutSize() {
  size_t off = 0;
  std::apply(
      [&](auto... f) {
        ((off = fields_detail::alignUp(off, alignof(fields_detail::FieldType<decltype(f)>)) +
                sizeof(fields_detail::FieldType<decltype(f)>)),
         ...);
      },
      T::fields());
  return fields_detail::alignUp(off, alignof(T));
}

template <HasFields T>
consteval bool everyFieldListed() {
  return listedLayoutSize<T>() == sizeof(T);
}

// Padding-free and made of scalars only: its bytes in memory are its encoding, so the hash
// takes them in one block.
template <class T>
consteval bool isDense() {
  if constexpr (fields_detail::kScalar<T>) {
    return true;
  } else if constexpr (fields_detail::StdArray<T>::value) {
    return isDense<typename T::value_type>();
  } else if constexpr (HasFields<T>) {
    bool all = true;
    size_t sum = 0;
    std::apply(
        [&](auto... f) {
          ((all = all && !fields_detail::kSkipped<decltype(f)> && isDense<fields_detail::FieldType<decltype(f)>>(),
            sum += sizeof(fields_detail::FieldType<decltype(f)>)),
           ...);
        },
        T::fields());
    return all && sum == sizeof(T);
  } else {
    return false;
  }
}

// ---- hash ----

template <class T>
void hashValue(StateHasher& h, const T& v) {
  if constexpr (isDense<T>()) {
    h.raw(&v, sizeof v);
  } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
    h.string(v);
  } else if constexpr (HasStateTuple<T>) {
    std::apply([&](const auto&... x) { (hashValue(h, x), ...); }, v.stateTuple());
  } else if constexpr (fields_detail::StdVector<T>::value) {
    h.u64(v.size());
    if constexpr (isDense<typename T::value_type>()) {
      h.raw(v.data(), v.size() * sizeof(typename T::value_type));
    } else {
      for (const auto& e : v) hashValue(h, e);
    }
  } else if constexpr (fields_detail::StdArray<T>::value) {
    for (const auto& e : v) hashValue(h, e);
  } else if constexpr (HasFields<T>) {
    std::apply(
        [&](auto... f) {
          (
              [&](auto fld) {
                if constexpr (!fields_detail::kSkipped<decltype(fld)>) hashValue(h, v.*(fld.member));
              }(f),
              ...);
        },
        T::fields());
  } else {
    static_assert(fields_detail::kAlwaysFalse<T>, "a state value needs a field list (core/fields.hpp)");
  }
}

template <class T>
uint64_t hashOf(const T& v) {
  StateHasher h;
  hashValue(h, v);
  return h.value();
}

// ---- == ----

template <class T>
bool fieldsEqual(const T& a, const T& b) {
  if constexpr (HasFields<T>) {
    return std::apply(
        [&](auto... f) {
          return (
              [&](auto fld) {
                if constexpr (fields_detail::kSkipped<decltype(fld)>) {
                  return true;
                } else {
                  return fieldsEqual(a.*(fld.member), b.*(fld.member));
                }
              }(f) &&
              ...);
        },
        T::fields());
  } else if constexpr (fields_detail::kContainer<T>) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (!fieldsEqual(a[i], b[i])) return false;
    return true;
  } else {
    return a == b;
  }
}

// ---- the first-difference report ----

// The exact decimal of a 16.16 value (every one has a finite decimal): 0x18000 -> "1.5".
std::string fixedDecimal(int64_t v);

namespace fields_detail {

std::string formatScalar(int64_t v, bool isBool, uint8_t flags);

template <class T>
std::string format(const T& v, uint8_t flags) {
  if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
    return "\"" + std::string(v) + "\"";
  } else if constexpr (HasStateTuple<T>) {
    std::string out = "(";
    std::apply(
        [&](const auto&... x) { ((out += (out.size() > 1 ? ", " : "") + format(x, kFieldPlain)), ...); },
        v.stateTuple());
    return out + ")";
  } else if constexpr (std::is_enum_v<T>) {
    return formatScalar(static_cast<int64_t>(v), false, kFieldPlain);
  } else {
    return formatScalar(static_cast<int64_t>(v), std::is_same_v<T, bool>, flags);
  }
}

template <class T>
bool diff(const T& a, const T& b, const std::string& path, uint8_t flags, std::string& out) {
  if constexpr (HasFields<T>) {
    bool found = false;
    std::apply(
        [&](auto... f) {
          (
              [&](auto fld) {
                if constexpr (!kSkipped<decltype(fld)>) {
                  if (found) return;
                  const std::string sub = path.empty() ? std::string(fld.name) : path + "." + fld.name;
                  found = diff(a.*(fld.member), b.*(fld.member), sub, decltype(fld)::kFlags, out);
                }
              }(f),
              ...);
        },
        T::fields());
    return found;
  } else if constexpr (kContainer<T>) {
    const size_t n = a.size() < b.size() ? a.size() : b.size();
    for (size_t i = 0; i < n; ++i)
      if (diff(a[i], b[i], path + "[" + std::to_string(i) + "]", flags, out)) return true;
    if (a.size() != b.size()) {
      out = path + ": " + std::to_string(a.size()) + " entries vs " + std::to_string(b.size());
      return true;
    }
    return false;
  } else {
    if (a == b) return false;
    out = path + ": " + format(a, flags) + " vs " + format(b, flags);
    return true;
  }
}

}  // namespace fields_detail

// "path: a vs b" for the first listed value that differs (depth first, in list order),
// nullopt when the two are equal. `name` prefixes the path ("sim" -> "sim.tick: ...").
template <class T>
std::optional<std::string> firstDifference(const T& a, const T& b, const std::string& name = "") {
  std::string out;
  if (fields_detail::diff(a, b, name, kFieldPlain, out)) return out;
  return std::nullopt;
}

// ---- traces ----

// Calls fn(name, value, flags) for each listed member of v that is not skipped.
template <HasFields T, class Fn>
void forEachField(const T& v, Fn&& fn) {
  std::apply(
      [&](auto... f) {
        (
            [&](auto fld) {
              if constexpr (!fields_detail::kSkipped<decltype(fld)>) fn(fld.name, v.*(fld.member), decltype(fld)::kFlags);
            }(f),
            ...);
      },
      T::fields());
}

}  // namespace core

// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/local_addresses.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <algorithm>

namespace net {

std::vector<std::string> localAddresses() {
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return {};
  std::vector<std::string> outer, loop;
  for (const ifaddrs* a = list; a != nullptr; a = a->ifa_next) {
    if (a->ifa_addr == nullptr || a->ifa_addr->sa_family != AF_INET || (a->ifa_flags & IFF_UP) == 0) continue;
    char buf[INET_ADDRSTRLEN] = {};
    const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if (::inet_ntop(AF_INET, &in->sin_addr, buf, sizeof buf) == nullptr) continue;
    std::vector<std::string>& to = (a->ifa_flags & IFF_LOOPBACK) != 0 ? loop : outer;
    if (std::find(to.begin(), to.end(), buf) == to.end()) to.emplace_back(buf);
  }
  ::freeifaddrs(list);
  outer.insert(outer.end(), loop.begin(), loop.end());
  return outer;
}

}  // namespace net

import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.js";

describe("clientAddressKey", () => {
  it("keeps IPv4 as it is and unwraps IPv4-mapped IPv6", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 by /64, whatever the spelling", () => {
    const a = clientAddressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002::1")).toBe(a);
    expect(clientAddressKey("2001:db8:1:2::ffff")).toBe(a);
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(a);
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

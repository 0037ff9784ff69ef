import { describe, expect, it } from "vitest";
import { deviceFrom, deviceLabel } from "./presence-label";

// User-Agents as the browsers send them (Chrome's reduced UA on Android, Safari on iOS and iPadOS).
const AGENTS = {
  pixel:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  otherPhone: "Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5",
};

describe("deviceFrom", () => {
  it("tells Android phones from tablets, iPhones from iPads, phones from computers", () => {
    expect(deviceFrom(AGENTS.pixel)).toBe("android-phone");
    expect(deviceFrom(AGENTS.firefoxAndroid)).toBe("android-phone");
    expect(deviceFrom(AGENTS.androidTablet)).toBe("android-tablet");
    expect(deviceFrom(AGENTS.iphone)).toBe("iphone");
    expect(deviceFrom(AGENTS.ipad)).toBe("ipad");
    expect(deviceFrom(AGENTS.windows)).toBe("computer");
    expect(deviceFrom(AGENTS.mac)).toBe("computer");
    expect(deviceFrom(AGENTS.otherPhone)).toBe("phone");
  });

  it("calls a missing or unknown User-Agent a computer", () => {
    expect(deviceFrom(null)).toBe("computer");
    expect(deviceFrom("")).toBe("computer");
    expect(deviceFrom("curl/8.5.0")).toBe("computer");
  });

  it("labels each device in short English words", () => {
    expect(deviceLabel("android-phone")).toBe("Android phone");
    expect(deviceLabel("ipad")).toBe("iPad");
    expect(deviceLabel("computer")).toBe("computer");
  });
});

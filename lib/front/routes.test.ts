import { describe, expect, it } from "vitest";
import { readSessionNode, savePageNode, submitRoundNode } from "./node-handlers";
import { match } from "./routes";

const ID = "k3Jq0_x-Z9aB7cD1eF2gHh";

describe("the front's routing table", () => {
  it("takes a session read and a round submit, with the id as the parameter", () => {
    expect(match("GET", `/api/v1/sessions/${ID}`)).toEqual({ handler: readSessionNode, params: { id: ID } });
    expect(match("POST", `/api/v1/sessions/${ID}/rounds`)).toEqual({ handler: submitRoundNode, params: { id: ID } });
    expect(match("POST", `/sessions/${ID}/save`)).toEqual({ handler: savePageNode, params: { id: ID } });
  });

  it("leaves to Next what it does not answer alike: other methods, slashes, escapes, other addresses", () => {
    for (const [method, path] of [
      ["HEAD", `/api/v1/sessions/${ID}`],
      ["OPTIONS", `/api/v1/sessions/${ID}`],
      ["DELETE", `/api/v1/sessions/${ID}`],
      ["POST", `/api/v1/sessions/${ID}`],
      ["GET", `/api/v1/sessions/${ID}/rounds`],
      ["GET", `/api/v1/sessions/${ID}/`],
      ["POST", `/api/v1/sessions/${ID}/rounds/`],
      ["GET", "/api/v1/sessions/%ZZ"],
      ["GET", `/api/v1/sessions/%41${ID}`],
      ["GET", "/api/v1/sessions/a.b"],
      ["GET", "/api/v1/sessions/"],
      ["GET", "/api/v1/sessions"],
      ["GET", `/api/v1/sessions/${ID}/history`],
      ["GET", `/sessions/${ID}`],
      ["GET", `/sessions/${ID}/save`],
      ["POST", `/sessions/${ID}/save/`],
      ["POST", `/sessions/${ID}/create`],
      ["get", `/api/v1/sessions/${ID}`],
      ["GET", `/api/v1/sessions/${ID}//`],
      ["GET", `//api/v1/sessions/${ID}`],
    ] as const)
      expect(match(method, path), `${method} ${path}`).toBeNull();
  });
});

import { unknownAddress } from "@/lib/api/respond";

// Any /api address no route serves: a 404 in the error shape rather than the HTML not-found page.
// More specific routes always win over this catch-all, so it never shadows a real endpoint.
export const GET = unknownAddress;
export const POST = unknownAddress;
export const PUT = unknownAddress;
export const PATCH = unknownAddress;
export const DELETE = unknownAddress;

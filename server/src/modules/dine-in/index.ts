export { newQrToken } from "./qr-token.js";

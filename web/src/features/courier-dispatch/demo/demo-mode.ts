import { createContext, useContext } from "react";

/**
 * The dashboard on sample data (/demo/courier/dashboard): every action changes the local sample only — no request,
 * no stream, no geolocation. The screens read this to leave out what would reach a server.
 */
export const DispatchDemoContext = createContext(false);
export const useDispatchDemo = () => useContext(DispatchDemoContext);

/**
 * The CSP nonce of the current response, for the inline scripts Remix renders. Provided by entry.server; in
 * the browser it is empty (browsers hide nonce attributes from scripts anyway).
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

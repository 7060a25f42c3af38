// The check lives in the contract, where the browser's and the server's Aadhaar format checks use it too.
export { passesVerhoeff, verhoeffCheckDigit } from '@kisan-credit/shared-api/contract/verhoeff';

// The formatters live in the contract, which the server's letters and SMS use too.
export * from '@kisan-credit/shared-api/contract/format/currency';

export * from './organisationApi';

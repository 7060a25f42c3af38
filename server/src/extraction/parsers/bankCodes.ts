/**
 * Bank names by the first four letters of the IFSC. Regional rural banks mostly use their sponsor bank's
 * code (Prathama UP Gramin Bank branches are PUNB0…), so for them the code names the sponsor; the name
 * printed on the passbook is offered beside it.
 */
export const BANK_NAMES_BY_IFSC_CODE: Readonly<Record<string, string>> = {
  // Public sector banks
  SBIN: 'State Bank of India',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  BKID: 'Bank of India',
  IOBA: 'Indian Overseas Bank',
  IDIB: 'Indian Bank',
  UCBA: 'UCO Bank',
  MAHB: 'Bank of Maharashtra',
  CBIN: 'Central Bank of India',
  PSIB: 'Punjab & Sind Bank',
  IBKL: 'IDBI Bank',
  // Merged into the banks above, but their passbooks and codes are still in use
  ALLA: 'Allahabad Bank',
  ANDB: 'Andhra Bank',
  CORP: 'Corporation Bank',
  ORBC: 'Oriental Bank of Commerce',
  SYNB: 'Syndicate Bank',
  UTBI: 'United Bank of India',
  VIJB: 'Vijaya Bank',
  DENA: 'Dena Bank',
  // Private sector banks
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  YESB: 'Yes Bank',
  IDFB: 'IDFC First Bank',
  INDB: 'IndusInd Bank',
  FDRL: 'Federal Bank',
  KARB: 'Karnataka Bank',
  KVBL: 'Karur Vysya Bank',
  SIBL: 'South Indian Bank',
  CIUB: 'City Union Bank',
  TMBL: 'Tamilnad Mercantile Bank',
  JAKA: 'Jammu & Kashmir Bank',
  DLXB: 'Dhanlaxmi Bank',
  CSBK: 'CSB Bank',
  DCBL: 'DCB Bank',
  RATN: 'RBL Bank',
  BDBL: 'Bandhan Bank',
  // Small finance banks
  AUBL: 'AU Small Finance Bank',
  ESFB: 'Equitas Small Finance Bank',
  UJVN: 'Ujjivan Small Finance Bank',
  // Regional rural banks with their own codes
  APGB: 'Andhra Pragathi Grameena Bank',
  APGV: 'Andhra Pradesh Grameena Vikas Bank',
  KVGB: 'Karnataka Vikas Grameena Bank',
  KLGB: 'Kerala Gramin Bank',
  PKGB: 'Pragathi Krishna Gramin Bank',
  // Co-operative banks
  MSCI: 'Maharashtra State Co-operative Bank',
  GSCB: 'Gujarat State Co-operative Bank',
  TNSC: 'Tamil Nadu State Apex Co-operative Bank',
  SRCB: 'Saraswat Co-operative Bank',
  COSB: 'Cosmos Co-operative Bank',
  SVCB: 'SVC Co-operative Bank',
  ABHY: 'Abhyudaya Co-operative Bank',
  TJSB: 'TJSB Sahakari Bank',
  NKGS: 'NKGSB Co-operative Bank',
};

/**
 * The length of every account number a bank issues today, by IFSC code, for the banks whose numbers have one
 * length (most public sector banks since their core banking moved to one system). Banks not listed vary.
 */
export const ACCOUNT_NUMBER_LENGTH_BY_IFSC_CODE: Readonly<Record<string, number>> = {
  SBIN: 11,
  PUNB: 16,
  BARB: 14,
  UBIN: 15,
  BKID: 15,
  CNRB: 13,
  UCBA: 14,
  ICIC: 12,
  MAHB: 11,
  IOBA: 15,
};

import type { BilingualName } from './names';

export interface Bank {
  name: BilingualName;
  /** The first four letters of the bank's IFSC codes. */
  ifscPrefix: string;
  accountNumberLength: number;
}

export const BANKS: Bank[] = [
  { name: { latin: 'State Bank of India', hindi: 'भारतीय स्टेट बैंक' }, ifscPrefix: 'SBIN', accountNumberLength: 11 },
  { name: { latin: 'Punjab National Bank', hindi: 'पंजाब नैशनल बैंक' }, ifscPrefix: 'PUNB', accountNumberLength: 16 },
  { name: { latin: 'Bank of Baroda', hindi: 'बैंक ऑफ़ बड़ौदा' }, ifscPrefix: 'BARB', accountNumberLength: 14 },
  { name: { latin: 'Union Bank of India', hindi: 'यूनियन बैंक ऑफ इंडिया' }, ifscPrefix: 'UBIN', accountNumberLength: 15 },
  { name: { latin: 'Canara Bank', hindi: 'केनरा बैंक' }, ifscPrefix: 'CNRB', accountNumberLength: 13 },
  { name: { latin: 'Bank of India', hindi: 'बैंक ऑफ इंडिया' }, ifscPrefix: 'BKID', accountNumberLength: 15 },
  { name: { latin: 'Central Bank of India', hindi: 'सेंट्रल बैंक ऑफ इंडिया' }, ifscPrefix: 'CBIN', accountNumberLength: 11 },
  { name: { latin: 'UCO Bank', hindi: 'यूको बैंक' }, ifscPrefix: 'UCBA', accountNumberLength: 14 },
  { name: { latin: 'Indian Bank', hindi: 'इंडियन बैंक' }, ifscPrefix: 'IDIB', accountNumberLength: 11 },
  { name: { latin: 'Bank of Maharashtra', hindi: 'बैंक ऑफ महाराष्ट्र' }, ifscPrefix: 'MAHB', accountNumberLength: 11 },
  { name: { latin: 'Indian Overseas Bank', hindi: 'इंडियन ओवरसीज बैंक' }, ifscPrefix: 'IOBA', accountNumberLength: 15 },
];

import { nameCheckRows } from './documentNames';

describe('nameCheckRows', () => {
  it('marks each document whose name is the applicant’s, spelling and initials aside', () => {
    expect(
      nameCheckRows('Ramesh Kumar Yadav', [
        { source: 'aadharCopy', names: ['RAMESH KUMAR YADAV'] },
        { source: 'pan', names: ['R. K. YADAV'] },
        { source: 'passbook', names: ['Suresh Yadav'] },
      ]),
    ).toEqual([
      { source: 'aadharCopy', name: 'RAMESH KUMAR YADAV', agrees: true },
      { source: 'pan', name: 'R. K. YADAV', agrees: true },
      { source: 'passbook', name: 'Suresh Yadav', agrees: false },
    ]);
  });

  it('finds the applicant among a land record’s holders, and lists them all when none is', () => {
    expect(
      nameCheckRows('Ramesh Kumar', [
        { source: 'khatauniCopy', names: ['Sita Devi', 'Ramesh Kumar'] },
        { source: 'khasraCopy', names: ['Sita Devi', 'Mohan Lal'] },
        { source: 'electionCard', names: [] },
      ]),
    ).toEqual([
      { source: 'khatauniCopy', name: 'Ramesh Kumar', agrees: true },
      { source: 'khasraCopy', name: 'Sita Devi, Mohan Lal', agrees: false },
    ]);
  });
});

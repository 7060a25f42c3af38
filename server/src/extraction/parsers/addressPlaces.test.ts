import { withPlaceNamesCorrected } from './addressPlaces';

describe('withPlaceNamesCorrected', () => {
  it('gives the post office label back its dots', () => {
    expect(
      withPlaceNamesCorrected(
        'Vill. Kishunpur, PO. Kishunpur, Teh. Sahjanwa, Distt. Gorakhpur, Uttar Pradesh - 273081',
      ),
    ).toBe('Vill. Kishunpur, P.O. Kishunpur, Teh. Sahjanwa, Distt. Gorakhpur, Uttar Pradesh - 273081');
  });

  it("respells a misread district and tehsil of the PIN code's state", () => {
    expect(
      withPlaceNamesCorrected(
        'Village Karanpur, Post Karanpur, Tehsil Sandita, District Hardod, Uttar Pradesh - 241403',
      ),
    ).toBe('Village Karanpur, Post Karanpur, Tehsil Sandila, District Hardoi, Uttar Pradesh - 241403');
    expect(
      withPlaceNamesCorrected('Village Semari, Post Semari, Tehsil Shahabad, District Mardoi, Uttar Pradesh - 241390'),
    ).toBe('Village Semari, Post Semari, Tehsil Shahabad, District Hardoi, Uttar Pradesh - 241390');
  });

  it("looks for the tehsil among its district's, so a real place elsewhere is no excuse", () => {
    // Karnal is a district of Haryana; Mainpuri's tehsil is Karhal.
    expect(withPlaceNamesCorrected('Tehsil Karnal, District Mainpuri, Uttar Pradesh - 205928')).toBe(
      'Tehsil Karhal, District Mainpuri, Uttar Pradesh - 205928',
    );
  });

  it("reaches further for a tehsil among its district's few, when one is much nearer than the rest", () => {
    expect(withPlaceNamesCorrected('Tehsil Shaul, District Sitapur, Uttar Pradesh - 261479')).toBe(
      'Tehsil Sidhauli, District Sitapur, Uttar Pradesh - 261479',
    );
    expect(withPlaceNamesCorrected('Tehsil Shaul, Uttar Pradesh - 261479')).toBe(
      'Tehsil Shaul, Uttar Pradesh - 261479',
    );
    expect(withPlaceNamesCorrected('Tehsil Bilgram, District Azamgarh, Uttar Pradesh - 276001')).toBe(
      'Tehsil Bilgram, District Azamgarh, Uttar Pradesh - 276001',
    );
  });

  it('keeps a district of another state when the PIN code says so', () => {
    expect(withPlaceNamesCorrected('Village Bhaini, Tehsil Indri, District Karnal, Haryana - 132041')).toBe(
      'Village Bhaini, Tehsil Indri, District Karnal, Haryana - 132041',
    );
  });

  it('respells misread labels and puts a comma read after a label before it', () => {
    expect(
      withPlaceNamesCorrected(
        'Village Bhagwanpur, Post Lakhanpur, Tehsit Fatehpus District, Barabanki, Uttar Pradesh - 225105',
      ),
    ).toBe('Village Bhagwanpur, Post Lakhanpur, Tehsil Fatehpur, District Barabanki, Uttar Pradesh - 225105');
    expect(withPlaceNamesCorrected('Post Gopalpur, Tehst Saifal, District Etawah, Uttar Pradesh - 206950')).toBe(
      'Post Gopalpur, Tehsil Saifai, District Etawah, Uttar Pradesh - 206950',
    );
  });

  it('reads a tehsil and district run together without a comma, and names of two words', () => {
    expect(withPlaceNamesCorrected('Tehsit Chari Chaura District Gorakhpun, Uttar Pradesh - 273401')).toBe(
      'Tehsil Chauri Chaura District Gorakhpur, Uttar Pradesh - 273401',
    );
  });

  it('respells the unlabelled district before the state, as Aadhaar prints it', () => {
    expect(withPlaceNamesCorrected('S/O Ram Lal, 12, Rampur, Sandila, Hardol, Uttar Pradesh - 241204')).toBe(
      'S/O Ram Lal, 12, Rampur, Sandila, Hardoi, Uttar Pradesh - 241204',
    );
  });

  it("respells the unlabelled tehsil before an unlabelled district among that district's tehsils", () => {
    expect(withPlaceNamesCorrected('Shivpur, Shivpur, Bligram, Hardoi, Uttar Pradesh - 241055')).toBe(
      'Shivpur, Shivpur, Bilgram, Hardoi, Uttar Pradesh - 241055',
    );
  });

  it("puts back together a state's name read over two lines", () => {
    expect(withPlaceNamesCorrected('District Hardoi, Uttar, Pradesh - 241390')).toBe(
      'District Hardoi, Uttar Pradesh - 241390',
    );
    expect(withPlaceNamesCorrected('Tehsil Jammu, Jammu, and Kashmir - 180001')).toBe(
      'Tehsil Jammu, Jammu and Kashmir - 180001',
    );
    expect(withPlaceNamesCorrected('Gandhi Nagar, Uttar, Lucknow')).toBe('Gandhi Nagar, Uttar, Lucknow');
  });

  it('leaves villages, posts and names near no place as they were read', () => {
    const address = 'Village Bethari, Post Jamaipur, Tehsil Sagri, District Azamgarh, Uttar Pradesh - 276588';
    expect(withPlaceNamesCorrected(address)).toBe(address);
    expect(withPlaceNamesCorrected('House No 12, Gandhi Nagar, Lucknow - 226001')).toBe(
      'House No 12, Gandhi Nagar, Lucknow - 226001',
    );
  });
});

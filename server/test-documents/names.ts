/** Names common in rural Uttar Pradesh, each with its Devanagari spelling as printed on cards and records. */
export interface BilingualName {
  latin: string;
  hindi: string;
}

const pairs = (entries: readonly (readonly [string, string])[]): BilingualName[] =>
  entries.map(([latin, hindi]) => ({ latin, hindi }));

export const MALE_GIVEN_NAMES = pairs([
  ['Ramesh', 'रमेश'], ['Suresh', 'सुरेश'], ['Rajesh', 'राजेश'], ['Mahesh', 'महेश'], ['Dinesh', 'दिनेश'],
  ['Mukesh', 'मुकेश'], ['Rakesh', 'राकेश'], ['Santosh', 'संतोष'], ['Ashok', 'अशोक'], ['Anil', 'अनिल'],
  ['Sunil', 'सुनील'], ['Vijay', 'विजय'], ['Sanjay', 'संजय'], ['Manoj', 'मनोज'], ['Pramod', 'प्रमोद'],
  ['Vinod', 'विनोद'], ['Jagdish', 'जगदीश'], ['Kailash', 'कैलाश'], ['Rajendra', 'राजेन्द्र'],
  ['Surendra', 'सुरेन्द्र'], ['Virendra', 'वीरेन्द्र'], ['Dharmendra', 'धर्मेन्द्र'], ['Deepak', 'दीपक'],
  ['Pankaj', 'पंकज'], ['Sandeep', 'संदीप'], ['Arvind', 'अरविन्द'], ['Brijesh', 'बृजेश'], ['Awadhesh', 'अवधेश'],
  ['Kamlesh', 'कमलेश'], ['Umesh', 'उमेश'], ['Shiv Kumar', 'शिव कुमार'], ['Raj Kumar', 'राज कुमार'],
]);

/** Given names that are full names on their own in the villages: no surname is added half of the time. */
export const MALE_COMPOUND_NAMES = pairs([
  ['Ram Prasad', 'राम प्रसाद'], ['Shyam Lal', 'श्याम लाल'], ['Ram Kishan', 'राम किशन'],
  ['Shiv Shankar', 'शिव शंकर'], ['Sohan Lal', 'सोहन लाल'], ['Mohan Lal', 'मोहन लाल'], ['Babu Lal', 'बाबू लाल'],
  ['Chhote Lal', 'छोटे लाल'], ['Ram Naresh', 'राम नरेश'], ['Ram Sagar', 'राम सागर'], ['Om Prakash', 'ओम प्रकाश'],
  ['Bhagwan Das', 'भगवान दास'], ['Munna Lal', 'मुन्ना लाल'], ['Jai Prakash', 'जय प्रकाश'],
  ['Lalta Prasad', 'ललता प्रसाद'], ['Ram Chandra', 'राम चन्द्र'], ['Rampal', 'रामपाल'], ['Hari Ram', 'हरि राम'],
  ['Satya Narayan', 'सत्य नारायण'], ['Krishna Murari', 'कृष्ण मुरारी'], ['Ram Lakhan', 'राम लखन'], ['Jagat Narayan', 'जगत नारायण'],
  ['Om', 'ओम'], ['Ramu', 'रामू'],
]);

export const FEMALE_GIVEN_NAMES = pairs([
  ['Sunita', 'सुनीता'], ['Geeta', 'गीता'], ['Kamla', 'कमला'], ['Savitri', 'सावित्री'], ['Pushpa', 'पुष्पा'],
  ['Rekha', 'रेखा'], ['Anita', 'अनीता'], ['Usha', 'उषा'], ['Shanti', 'शान्ति'], ['Meena', 'मीना'],
  ['Sarita', 'सरिता'], ['Poonam', 'पूनम'], ['Manju', 'मंजू'], ['Kiran', 'किरन'], ['Radha', 'राधा'],
  ['Kusum', 'कुसुम'], ['Urmila', 'उर्मिला'], ['Suman', 'सुमन'], ['Lakshmi', 'लक्ष्मी'], ['Rinki', 'रिंकी'],
]);

export const SURNAMES = pairs([
  ['Yadav', 'यादव'], ['Singh', 'सिंह'], ['Verma', 'वर्मा'], ['Maurya', 'मौर्य'], ['Patel', 'पटेल'],
  ['Kushwaha', 'कुशवाहा'], ['Prajapati', 'प्रजापति'], ['Pal', 'पाल'], ['Gupta', 'गुप्ता'], ['Mishra', 'मिश्रा'],
  ['Tiwari', 'तिवारी'], ['Pandey', 'पाण्डेय'], ['Shukla', 'शुक्ला'], ['Chauhan', 'चौहान'], ['Nishad', 'निषाद'],
  ['Gautam', 'गौतम'], ['Saini', 'सैनी'], ['Sharma', 'शर्मा'], ['Tripathi', 'त्रिपाठी'], ['Dubey', 'दुबे'],
  ['Kashyap', 'कश्यप'], ['Rajbhar', 'राजभर'], ['Baghel', 'बघेल'], ['Sahu', 'साहू'],
]);

export const MARRIED_WOMAN_SUFFIX: BilingualName = { latin: 'Devi', hindi: 'देवी' };
export const MIDDLE_KUMAR: BilingualName = { latin: 'Kumar', hindi: 'कुमार' };
/** Middle names that make a name of four words ("Satya Narayan Prasad Tiwari") with a compound given name. */
export const MIDDLE_NAMES = pairs([['Prasad', 'प्रसाद'], ['Nath', 'नाथ'], ['Singh', 'सिंह'], ['Chandra', 'चन्द्र']]);

export function joinNames(...parts: BilingualName[]): BilingualName {
  return { latin: parts.map((part) => part.latin).join(' '), hindi: parts.map((part) => part.hindi).join(' ') };
}

/**
 * South Indian names as cards print them: the family's (or village's) initial, then the father's, before
 * the given name ("K. R. Venkataramanan", son of "K. Ramaswamy"). One initial letter, its Devanagari reading.
 */
export const INITIALS: Record<string, string> = {
  B: 'बी.', G: 'जी.', K: 'के.', M: 'एम.', N: 'एन.', P: 'पी.', R: 'आर.', S: 'एस.', T: 'टी.', V: 'वी.',
};

export const SOUTHERN_MALE_NAMES = pairs([
  ['Venkataramanan', 'वेंकटरमणन'], ['Subramaniam', 'सुब्रमण्यम'], ['Ramachandran', 'रामचन्द्रन'],
  ['Krishnamurthy', 'कृष्णमूर्ति'], ['Gopalakrishnan', 'गोपालकृष्णन'], ['Balasubramanian', 'बालसुब्रमण्यन'],
  ['Narayanaswamy', 'नारायणस्वामी'], ['Venkatesh', 'वेंकटेश'], ['Manjunath', 'मंजुनाथ'], ['Nagaraju', 'नागराजु'],
  ['Srinivasan', 'श्रीनिवासन'], ['Ramaswamy', 'रामास्वामी'], ['Rajagopal', 'राजगोपाल'], ['Basavaraj', 'बसवराज'],
  ['Muniyappa', 'मुनियप्पा'], ['Gopal', 'गोपाल'], ['Thimmaiah', 'तिम्मैया'], ['Perumal', 'पेरुमाल'],
]);

export const SOUTHERN_FEMALE_NAMES = pairs([
  ['Lakshmamma', 'लक्ष्मम्मा'], ['Sarojamma', 'सरोजम्मा'], ['Venkatalakshmi', 'वेंकटलक्ष्मी'], ['Meenakshi', 'मीनाक्षी'],
  ['Parvathamma', 'पार्वतम्मा'], ['Gowramma', 'गौरम्मा'], ['Kamakshi', 'कामाक्षी'], ['Savithramma', 'सावित्रम्मा'],
]);

/** A name of one word only ("Munna", "Pappu"), as many villagers are known and some cards print. */
export const ONE_WORD_NAMES = pairs([
  ['Munna', 'मुन्ना'], ['Pappu', 'पप्पू'], ['Bhola', 'भोला'], ['Ramdhani', 'रामधनी'], ['Chhedi', 'छेदी'],
  ['Budhai', 'बुधई'], ['Jhurai', 'झुरई'], ['Lallan', 'लल्लन'], ['Sukhdev', 'सुखदेव'], ['Ramavadh', 'रामअवध'],
]);

/** Four-word names built of a compound given name, a middle name and a surname: a second line on most cards. */
export const LONG_GIVEN_NAMES = pairs([
  ['Ram Kishan', 'राम किशन'], ['Shiv Shankar', 'शिव शंकर'], ['Jagat Narayan', 'जगत नारायण'],
  ['Krishna Murari', 'कृष्ण मुरारी'], ['Satya Narayan', 'सत्य नारायण'], ['Lalta Prasad', 'ललता प्रसाद'],
]);

export function withInitials(letters: readonly string[], given: BilingualName): BilingualName {
  return {
    latin: [...letters.map((letter) => `${letter}.`), given.latin].join(' '),
    hindi: [...letters.map((letter) => INITIALS[letter]!), given.hindi].join(' '),
  };
}

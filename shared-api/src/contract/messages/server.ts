import type { Message } from 'shared-api/contract/messages/catalogue';

/**
 * Texts the API server answers with that are not sign-in specific: request errors, the SMS it sends,
 * and the page shown when the apps are not built. Keys are also the `code` of the error answer.
 */
export const SERVER_MESSAGES = {
  validationFailed: {
    en: 'Some fields are not valid. Please check them and try again.',
    hi: 'कुछ फ़ील्ड मान्य नहीं हैं। कृपया उन्हें जाँचें और पुनः प्रयास करें।',
  },
  bodyMustBeObject: {
    en: 'The request body must be a JSON object.',
    hi: 'अनुरोध का मुख्य भाग एक JSON ऑब्जेक्ट होना चाहिए।',
  },
  fieldRequired: { en: 'This field is required.', hi: 'यह फ़ील्ड आवश्यक है।' },
  unknownField: { en: 'This field is not allowed.', hi: 'इस फ़ील्ड की अनुमति नहीं है।' },
  malformedJson: {
    en: 'The request body is not valid JSON.',
    hi: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
  },
  unsupportedMediaType: {
    en: 'Send the request body as JSON (Content-Type: application/json).',
    hi: 'अनुरोध का मुख्य भाग JSON के रूप में भेजें (Content-Type: application/json)।',
  },
  bodyTooLarge: { en: 'The request body is too large.', hi: 'अनुरोध का मुख्य भाग बहुत बड़ा है।' },
  nulCharacter: {
    en: 'The request contains a character that is not allowed (NUL).',
    hi: 'अनुरोध में एक ऐसा वर्ण है जिसकी अनुमति नहीं है (NUL)।',
  },
  requestTimedOut: {
    en: 'The request took too long to arrive. Please check your connection and try again.',
    hi: 'अनुरोध पहुँचने में बहुत समय लगा। कृपया अपना कनेक्शन जाँचें और पुनः प्रयास करें।',
  },
  badRequest: {
    en: 'The request could not be understood.',
    hi: 'अनुरोध समझा नहीं जा सका।',
  },
  notFound: { en: 'This address does not exist.', hi: 'यह पता मौजूद नहीं है।' },
  internalError: {
    en: 'Something went wrong on our side. Please try again.',
    hi: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया पुनः प्रयास करें।',
  },
  /** The SMS itself; `{code}` is replaced by the six digits. */
  otpSms: {
    en: 'Your Kisan Credit OTP is {code}. It is valid for 5 minutes. Do not share it with anyone.',
    hi: 'आपका किसान क्रेडिट ओटीपी {code} है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
  },
  appsNotBuilt: {
    en: 'The web apps are not built yet. Run `npm run build`, then restart the server. The API is running.',
    hi: 'वेब ऐप अभी बने नहीं हैं। `npm run build` चलाएँ, फिर सर्वर दोबारा शुरू करें। एपीआई चल रहा है।',
  },
} as const satisfies Record<string, Message>;

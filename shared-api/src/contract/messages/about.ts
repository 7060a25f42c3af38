import { message, type Message } from '@kisan-credit/shared-api/contract/messages/catalogue';

/** The About page's headings and paragraphs (docs/requirements.md#r2-about: vision, what we do, approach, values, impact). */
export const ABOUT_MESSAGES = {
  visionTitle: message('about:about.visionTitle'),
  visionText: message('about:about.visionText'),
  whatWeDoTitle: message('about:about.whatWeDoTitle'),
  whatWeDoText: message('about:about.whatWeDoText'),
  approachTitle: message('about:about.approachTitle'),
  approachText: message('about:about.approachText'),
  valuesTitle: message('about:about.valuesTitle'),
  impactTitle: message('about:about.impactTitle'),
} as const satisfies Record<string, Message>;

export interface AboutValue {
  title: Message;
  description: Message;
}

/** The five values, in the spec's order. */
export const ABOUT_VALUES = [
  {
    title: message('about:aboutValues.0.title'),
    description: message('about:aboutValues.0.description'),
  },
  {
    title: message('about:aboutValues.1.title'),
    description: message('about:aboutValues.1.description'),
  },
  {
    title: message('about:aboutValues.2.title'),
    description: message('about:aboutValues.2.description'),
  },
  {
    title: message('about:aboutValues.3.title'),
    description: message('about:aboutValues.3.description'),
  },
  {
    title: message('about:aboutValues.4.title'),
    description: message('about:aboutValues.4.description'),
  },
] as const satisfies readonly AboutValue[];

export interface ImpactFigure {
  /** The number as shown; digits and Indian grouping read the same in both languages. */
  figure: Message;
  label: Message;
}

/** The impact figures of docs/requirements.md#r2-about. */
export const ABOUT_IMPACT = [
  { figure: message('about:aboutImpact.0.figure'), label: message('about:aboutImpact.0.label') },
  { figure: message('about:aboutImpact.1.figure'), label: message('about:aboutImpact.1.label') },
  { figure: message('about:aboutImpact.2.figure'), label: message('about:aboutImpact.2.label') },
] as const satisfies readonly ImpactFigure[];

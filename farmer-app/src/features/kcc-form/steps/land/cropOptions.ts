import type { SelectOption } from 'shared-ui/components/SelectField';
import { cropOptionsForSeason, OTHER, SEASON_WINDOWS, SEASONS, SEASONS_WITH_OTHER, isSeason } from 'shared-api/contract/options';
import { text } from '../../../../lib/text';

/** A crop's name in English and Hindi together, as the spec's crop lists show them: 'Wheat (गेहूँ)'. */
export function cropOptions(season: string): SelectOption[] {
  return cropOptionsForSeason(season).map((option) => ({ value: option.value, label: `${option.label.en} (${option.label.hi})` }));
}

/** The three seasons with their months; Other only for an entry that already has another season. */
export function seasonOptions(current: string): SelectOption[] {
  const list = current === OTHER ? SEASONS_WITH_OTHER : SEASONS;
  return list.map((option) => ({
    value: option.value,
    label: isSeason(option.value) ? `${text(option.label)} (${text(SEASON_WINDOWS[option.value])})` : text(option.label),
  }));
}

/** After a season change, a crop of another season no longer fits and is cleared (Other stays). */
export function cropFitsSeason(crop: string, season: string): boolean {
  return crop === '' || cropOptionsForSeason(season).some((option) => option.value === crop);
}

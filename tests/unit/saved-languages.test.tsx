import { render } from '@testing-library/react';
import { SavedGuides } from '@/components/saved/saved-guides';
import { languageName } from '@/lib/i18n/format';
import { LOCALES, localeSettings } from '@/lib/i18n/locales';

// A guide saved in another language says where it is kept, naming that language in the page's own
// (Intl's names, from the locale list: a language added to the list needs no message per language).

describe('the saved list names the language a guide is kept in', () => {
  it('in English and in Indonesian, as a reader of each says it', () => {
    expect(languageName('en', 'id')).toBe('Indonesian');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('id', 'en')).toBe('Inggris');
    expect(languageName('id', 'id')).toBe('Indonesia');
  });

  it.each(LOCALES)('gives the behaviour the words for every language of the site (%s page)', (locale) => {
    const { container } = render(<SavedGuides mode="manage" locale={locale} />);
    const list = container.querySelector('[data-saved-guides]')!;
    const english = localeSettings.en.tag;
    const indonesian = localeSettings.id.tag;
    const expected = {
      en: [`Kept offline in English`, `Open it once online in Indonesian to keep it`],
      id: [
        'Tersimpan untuk dibaca luring dalam bahasa Inggris',
        'Buka sekali versi bahasa Indonesia saat daring agar tersimpan',
      ],
    }[locale];
    expect(list.getAttribute(`data-msg-ready-in-${english}`)).toBe(expected[0]);
    expect(list.getAttribute(`data-msg-not-ready-in-${indonesian}`)).toBe(expected[1]);
  });
});

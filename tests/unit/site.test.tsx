import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { contact, customTripMessage, socialProfiles, whatsappHref } from '@/lib/site/config';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { tr } from './support/i18n';

/** The footer's social list and profile links, as the English footer words them. */
const SOCIAL: Record<Locale, { list: string; profile: (network: string) => string }> = {
  en: { list: 'Social media', profile: (network) => `Explore Bandung on ${network}` },
  id: {
    list: tr('id')('site.socialMedia'),
    profile: (network) => tr('id')('site.socialProfile', { site: 'Explore Bandung', network }),
  },
};

describe('social profiles', () => {
  it('lists only configured https profiles, in a fixed order', () => {
    expect(socialProfiles({})).toEqual([]);
    expect(
      socialProfiles({
        NEXT_PUBLIC_YOUTUBE_URL: 'https://youtube.com/@explorebandung',
        NEXT_PUBLIC_INSTAGRAM_URL: ' https://instagram.com/explorebandung ',
        NEXT_PUBLIC_FACEBOOK_URL: 'javascript:alert(1)',
        NEXT_PUBLIC_TIKTOK_URL: '',
      }),
    ).toEqual([
      { name: 'Instagram', href: 'https://instagram.com/explorebandung' },
      { name: 'YouTube', href: 'https://youtube.com/@explorebandung' },
    ]);
  });

  it.each(LOCALES)(
    'renders an icon link per configured profile, and no social list when there is none (%s)',
    (locale) => {
      const words = SOCIAL[locale];
      const { unmount } = render(
        <SiteFooter locale={locale} socials={[{ name: 'Instagram', href: 'https://instagram.com/x' }]} />,
      );
      const list = screen.getByRole('list', { name: words.list });
      const link = within(list).getByRole('link', { name: words.profile('Instagram') });
      expect(link).toHaveAttribute('href', 'https://instagram.com/x');
      expect(link.getAttribute('rel')).toContain('noopener');
      unmount();
      render(<SiteFooter locale={locale} socials={[]} />);
      expect(screen.queryByRole('list', { name: words.list })).toBeNull();
    },
  );
});

describe('contact links', () => {
  it('builds tel: and wa.me links from the configured phone', () => {
    expect(contact.phoneHref).toMatch(/^tel:\+\d+$/);
    expect(whatsappHref()).toBe(`https://wa.me/${contact.whatsappNumber}`);
    expect(whatsappHref('Hi & hello')).toBe(`https://wa.me/${contact.whatsappNumber}?text=Hi%20%26%20hello`);
  });

  it('prefills the custom-trip WhatsApp message in each language', () => {
    expect(customTripMessage('en')).toMatch(/^Hi Explore Bandung!/);
    expect(customTripMessage('id')).toBe(tr('id')('contact.customTripMessage'));
    expect(customTripMessage('id')).not.toBe(customTripMessage('en'));
    expect(whatsappHref(customTripMessage('id'))).toBe(
      `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(customTripMessage('id'))}`,
    );
  });
});

describe('the footer’s tours link', () => {
  // The spec names the quick link "Our Tours", but the tours are Klook listings run by independent
  // operators: the disclosure beside it names the link and says who runs them.
  it.each(LOCALES)('is explained by the disclosure beneath it (%s)', (locale) => {
    const t = tr(locale);
    const { container } = render(<SiteFooter locale={locale} socials={[]} />);
    const label = t('footer.ourTours');
    expect(screen.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/tours$/),
    );
    const disclosure = [...container.querySelectorAll('p')].find((p) => p.textContent?.includes('©'));
    expect(disclosure?.textContent).toContain(`‘${label}’`);
    expect(disclosure?.textContent).toMatch(
      locale === 'en' ? /operators run them/ : /operator lokal independen yang menjalankannya/,
    );
  });
});

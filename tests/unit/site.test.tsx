import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { contact, socialProfiles, whatsappHref } from '@/lib/site/config';

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

  it('renders an icon link per configured profile, and no social list when there is none', () => {
    const { unmount } = render(
      <SiteFooter socials={[{ name: 'Instagram', href: 'https://instagram.com/x' }]} />,
    );
    const list = screen.getByRole('list', { name: 'Social media' });
    const link = within(list).getByRole('link', { name: 'Explore Bandung on Instagram' });
    expect(link).toHaveAttribute('href', 'https://instagram.com/x');
    expect(link.getAttribute('rel')).toContain('noopener');
    unmount();
    render(<SiteFooter socials={[]} />);
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
  });
});

describe('contact links', () => {
  it('builds tel: and wa.me links from the configured phone', () => {
    expect(contact.phoneHref).toMatch(/^tel:\+\d+$/);
    expect(whatsappHref()).toBe(`https://wa.me/${contact.whatsappNumber}`);
    expect(whatsappHref('Hi & hello')).toBe(`https://wa.me/${contact.whatsappNumber}?text=Hi%20%26%20hello`);
  });
});

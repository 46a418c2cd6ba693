import { render } from '@testing-library/react';
import { Icon } from '@/components/ui/icon';
import { icons, type IconName } from '@/lib/site/icons';

describe('server-rendered icons', () => {
  it.each(Object.keys(icons) as IconName[])('%s draws its shapes as a decorative svg', (name) => {
    const { container } = render(<Icon name={name} className="size-5" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-5');
    expect(svg!.children.length).toBeGreaterThan(0);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestRouter } from '../testing/TestRouter';
import { PROJECTS } from '../data/projects';
import { translate } from '../i18n';
import { ProjectGrid } from './ProjectGrid';

function shownTitles() {
  return within(screen.getByRole('tabpanel'))
    .getAllByRole('heading')
    .map((h) => h.textContent);
}

describe('ProjectGrid', () => {
  it('shows six projects under All Works', () => {
    render(<ProjectGrid columns={3} limit={6} />, { wrapper: TestRouter });
    expect(screen.getByRole('tab', { name: 'Todos los trabajos' })).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(PROJECTS.slice(0, 6).map((p) => translate(p.title)));
  });

  it('shows only Mobile projects after choosing the Mobile tab', async () => {
    const user = userEvent.setup();
    render(<ProjectGrid columns={3} limit={6} />, { wrapper: TestRouter });
    await user.click(screen.getByRole('tab', { name: 'Móvil' }));
    const titles = shownTitles();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(PROJECTS.find((p) => translate(p.title) === title)!.category).toContain('Mobile');
    expect(titles).not.toContain('Identidad de Green Valley');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProjectGrid columns={3} limit={6} />, { wrapper: TestRouter });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Todos los trabajos' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const branding = screen.getByRole('tab', { name: 'Marca' });
    expect(branding).toHaveFocus();
    expect(branding).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toContain('Identidad de Green Valley');
    expect(shownTitles()).not.toContain('Aplicación City Bike');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Móvil' })).toHaveFocus();
  });
});

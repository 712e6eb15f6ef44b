import { expect, test, chooseMenuItem } from './fixtures';

const FREE_USER = { email: 'free@example.com', password: 'demo1234' } as const;

test.describe('project wizard', () => {
  test('creates a project through the three steps, edits it, finds it on the dashboard and deletes it', async ({
    page,
    signIn,
    expectNoSeriousA11yViolations,
  }) => {
    test.setTimeout(90_000);
    await signIn();
    await page.goto('/create-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Create project' })).toBeVisible();

    // Step 1: details and a new project group.
    await page.getByRole('textbox', { name: /Project title/ }).fill('Flower Shop');
    await page.getByRole('textbox', { name: /Website address/ }).fill('flowers-e2e.example.com');
    await page.getByRole('textbox', { name: 'New project group' }).fill('E2E group');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByText('Group created successfully')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project group' })).toHaveValue(/\d+/);
    await expectNoSeriousA11yViolations();
    await page.getByRole('button', { name: 'Create project' }).click();

    // Step 2: one engine with a location and a competitor.
    await expect(page.getByRole('heading', { level: 1, name: 'Search engines' })).toBeVisible();
    await expect(page).toHaveURL(/\/edit-engines\/\d+$/);
    const projectId = page.url().split('/').pop();
    await page.getByRole('button', { name: 'Add search engine' }).click();
    await page.getByRole('combobox', { name: /^Search engine/ }).selectOption({ label: 'Google' });
    await page.getByRole('combobox', { name: /Country/ }).selectOption({ label: 'Netherlands' });
    await page.getByRole('combobox', { name: /Language/ }).selectOption({ label: 'Dutch' });
    await page.getByRole('searchbox', { name: 'Location' }).fill('Utre');
    await page.getByRole('button', { name: 'Utrecht' }).click();
    await expect(page.getByTestId('chosen-location')).toHaveText('Utrecht');
    await page.getByRole('textbox', { name: 'Competitor domain' }).fill('rival-flowers.example.com');
    await page.getByRole('button', { name: 'Add competitor' }).click();
    await expect(page.getByRole('list', { name: 'Competitors' }).getByText('rival-flowers.example.com')).toBeVisible();
    await expectNoSeriousA11yViolations();
    await page.getByRole('button', { name: 'Save search engine' }).click();
    await expect(page.getByRole('cell', { name: 'Utrecht', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next: keywords' }).click();

    // Step 3: a new keyword group and keywords in it.
    await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New keyword group' }).fill('Spring');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('button', { name: 'Rename group Spring' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Add to group' }).selectOption({ label: 'Spring' });
    await page
      .getByRole('textbox', { name: 'Keywords, one per line' })
      .fill('tulips utrecht\nflower delivery\n\ntulips utrecht');
    await expect(page.getByText('2 keywords will be added. 2 empty or repeated lines are left out.')).toBeVisible();
    await page.getByRole('button', { name: 'Add keywords' }).click();
    await expect(page.getByRole('region', { name: 'Spring' }).getByText('flower delivery')).toBeVisible();
    await expectNoSeriousA11yViolations();

    // Back to step one from the step bar: change the title.
    await page
      .getByRole('navigation', { name: 'Project steps' })
      .getByRole('link', { name: /Project details/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit project' })).toBeVisible();
    const title = page.getByRole('textbox', { name: /Project title/ });
    await expect(title).toHaveValue('Flower Shop');
    await title.fill('Flower Shop Utrecht');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search engines' })).toBeVisible();
    await page.getByRole('button', { name: 'Next: keywords' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('keyword added successfully')).toBeVisible();
    // Finish opens the project's keyword rankings (#48 item 8); the dashboard is one click away.
    await expect(page).toHaveURL(/\/keyword-ranking\/\d+\/\d+\/$/);
    await page.goto('/admin-site-list');

    // The dashboard shows the project, in its group, with its engine.
    await page.getByRole('button', { name: 'Show projects of E2E group' }).click();
    await page.getByRole('button', { name: 'Show search engines of Flower Shop Utrecht' }).click();
    const engineMenu = page.getByRole('button', { name: /^Actions for .* in Flower Shop Utrecht$/ });
    await expect(engineMenu).toHaveCount(1);
    await expect(page.getByText(/Utrecht, Netherlands/)).toBeVisible();

    // "Edit engine" lands on that engine.
    await engineMenu.click();
    await chooseMenuItem(page, 'Edit search engine');
    await expect(page).toHaveURL(new RegExp(`/edit-engines/${projectId}$`));
    await expect(page.getByRole('heading', { name: 'Edit search engine' })).toBeVisible();
    await expect(page.getByTestId('chosen-location')).toHaveText('Utrecht');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Delete the engine, then the project, each after a confirmation.
    await page.getByRole('button', { name: /^Delete search engine Google/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this search engine?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This project has no search engine yet. Add one to track rankings.')).toBeVisible();
    await page.goto('/admin-site-list');
    await page.getByRole('button', { name: 'Show projects of E2E group' }).click();
    await page.getByRole('button', { name: 'Actions for Flower Shop Utrecht' }).click();
    await chooseMenuItem(page, 'Delete project');
    const projectDialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
    await projectDialog.getByRole('button', { name: /Delete/ }).click();
    await expect(projectDialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for Flower Shop Utrecht' })).toHaveCount(0);
  });

  test('the free plan reaches its quota of one project and creation is disabled', async ({ page, signIn }) => {
    await signIn(page, FREE_USER);
    await page.goto('/create-project');
    await expect(page.getByText('0 of 1 projects used')).toBeVisible();
    await page.getByRole('textbox', { name: /Project title/ }).fill('Only project');
    await page.getByRole('textbox', { name: /Website address/ }).fill('only-project.example.com');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search engines' })).toBeVisible();
    await page.goto('/create-project');
    await expect(
      page.getByText('You have used all projects of your plan, so you cannot create another one.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create project' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Upgrade your plan' }).first()).toHaveAttribute('href', '/pricing');
  });
});

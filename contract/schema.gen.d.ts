// generated from openapi.yaml by scripts/gen-api.mjs; do not edit
// openapi.yaml sha256: 5a4143debabec439c4f28d4818e5bed6fcab1cdccf1386c76ba7a4d499c54842

export interface paths {
    "/api/v1/user/rest-auth/token/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/rest-auth/google/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Google access token */
        post: operations["loginWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** White-label site settings */
        get: operations["getSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/translation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interface texts for one language
         * @description The client gives up after 10 s and falls back to the bundled English texts.
         */
        get: operations["getTranslation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frontend_template/{template}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Widget sample preview page */
        get: operations["getFrontendTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/font-end/style/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stylesheet used by widget previews (path spelled so) */
        get: operations["getFrontendStyle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keyword-ranking/site-list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Project ranking overview (ungrouped and grouped projects)
         * @description Localised by `lang`: each search engine's location (the country name) in the requested language (issue 27).
         */
        get: operations["getSiteList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/top-project-keyword/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranking items of a project for the top 5/10/30 tooltip */
        get: operations["getTopProjectKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/top-se-keyword/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranking items of a search engine for the top 5/10/30 tooltip */
        get: operations["getTopSearchEngineKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard summary
         * @description Response shape not shown in the spec; assumed to be usage counters under data.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notifications of the signed-in user
         * @description Response shape not shown in the spec; assumed to be a list under data. Localised by `lang`: each notification's text in the requested language (issue 27).
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications as read
         * @description Not in the spec; assumed body { ids } (the entries to mark) and answer { message, unread }.
         */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a project (step 1) */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Project details for the creation steps */
        get: operations["getProject"];
        put?: never;
        /** Save one project creation step (1 details, 2 search engine, 3 keywords) */
        post: operations["updateProjectStep"];
        /** Delete a project (or a group, by its id) */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/group/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Project groups (folders)
         * @description Response shape not shown; assumed to be a list of {id, name} under data.
         */
        get: operations["listProjectGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/group/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a project group */
        post: operations["createProjectGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/group/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a project group */
        delete: operations["deleteProjectGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/search-engine/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a search engine to a project */
        post: operations["createSearchEngine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/search-engine/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search engines of a project
         * @description Response shape not shown; assumed to be a list of search engine steps under data.
         */
        get: operations["listProjectSearchEngines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/search-engine/{se_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description Search engine id. */
                se_id: components["parameters"]["SeIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update a search engine of a project */
        post: operations["updateSearchEngine"];
        /** Delete a search engine of a project */
        delete: operations["deleteSearchEngine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keyword-ranking/details_with_se/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Project details together with its search engines
         * @description Response shape not shown; assumed to be ProjectDetails under data.
         */
        get: operations["getProjectDetailsWithSearchEngines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/location/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Locations, filtered by text and country
         * @description Response shape not shown; assumed to be a list under data.
         */
        get: operations["listLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/country/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries
         * @description Response shape not shown; assumed to be a list under data. Localised by `lang`: each country's name in the requested language (from its ISO code).
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/language/{id}/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Languages of a country
         * @description Response shape not shown; assumed to be a list under data; id is the country id. Localised by `lang`: each language's name in the requested language (from its code).
         */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search-engine/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search engines
         * @description Response shape not shown; assumed to be a list under data.
         */
        get: operations["listSearchEngines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keyword-ranking/graph/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keyword ranking graph of a project */
        get: operations["getKeywordGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keyword-ranking/rank/info/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keyword ranking table of a project and search engine
         * @description Localised by `lang`: each search engine's location (the country name) in the requested language (issue 27).
         */
        get: operations["getRankInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/keyword/group/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keyword groups of a project
         * @description Response shape not shown; assumed to be a list under data.
         */
        get: operations["listKeywordGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/keyword/group/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a keyword group */
        post: operations["createKeywordGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{projectId}/keyword/group/{groupId}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id. */
                projectId: number;
                /** @description Keyword group id. */
                groupId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename a keyword group */
        post: operations["updateKeywordGroup"];
        /** Delete a keyword group */
        delete: operations["deleteKeywordGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/keyword/list/ungrouped/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keywords of a project that are in no group
         * @description Response shape not shown; assumed to be a list of keywords under data.
         */
        get: operations["listUngroupedKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/keyword/list/grouped/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keywords of a project by group
         * @description Response shape not shown; assumed to be groups with their keywords under data.
         */
        get: operations["listGroupedKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/keyword/list/active/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active (tracked) keywords of a project
         * @description Response shape not shown; assumed to be a list of keywords under data.
         */
        get: operations["listActiveKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/keyword/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add keywords to a project */
        post: operations["createKeywords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/{id}/keyword/{kid}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a keyword to another group
         * @description Not in the spec; assumed for the manage-group screen (group_id null means ungrouped).
         */
        post: operations["moveKeyword"];
        /** Delete a keyword */
        delete: operations["deleteKeyword"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/themes/default/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Defaults and all themes for the widget editor */
        get: operations["getDefaultThemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a widget */
        post: operations["createWidget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of widgets (active, or deleted with status=deleted) */
        get: operations["listWidgets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete widgets (soft deletion) */
        delete: operations["deleteWidgets"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/restore/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore widgets (undo a soft deletion)
         * @description Assumed (issue 23): brings soft-deleted widgets back to the active list, the same {id:[...]} body as the delete; 403 with restrict_error when the plan's widget quota has no room for them, 409 when one is already active (restored elsewhere), nothing changed.
         */
        post: operations["restoreWidgets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A widget for editing
         * @description Response shape not shown in the spec; assumed { data: Widget } (form values, effective styles and metadata).
         */
        get: operations["getWidget"];
        put?: never;
        /** Update a widget */
        post: operations["updateWidget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a widget's style, or its data and style, to the theme
         * @description Response shape not shown in the spec; assumed { message }.
         */
        post: operations["resetWidget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/embed/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The embed snippet of an active widget
         * @description Not in the spec; assumed { data: WidgetEmbed }, the script tag a site pastes and the script's address (400 for a deleted widget). A split test's variant answers its widget's snippet (issue 47); so do its installation check and sites.
         */
        get: operations["getWidgetEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/stats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One widget's views, leads and conversion per day over a period
         * @description Not in the spec (issue 47, trends); assumed ?days=7|30|90 (the last N days, today included; 30 when nothing is asked) or ?from=YYYY-MM-DD&to=YYYY-MM-DD (both, from <= to <= today, at most 366 days), and { data: WidgetDailyStats } with one entry per day of the period, oldest first, in the server's (UTC) days. The totals are the sums of the days, the figures the widget list shows for the same period. 400 for any other period.
         */
        get: operations["getWidgetDailyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/split/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A widget's split test, its variants side by side
         * @description Not in the spec (issue 47, split tests); assumed { data: SplitTest }: the widget (the original, A) and its variants, each with its share of the visitors and its views and leads since the newest variant joined. A widget without variants answers its original alone (since null). A variant's id answers its widget's test.
         */
        get: operations["getSplitTest"];
        put?: never;
        /**
         * Pause or resume a variant, or set its weight in the split
         * @description Not in the spec (issue 47); assumed { variant_id, weight?, paused? } in (a weight from 1 to 100; at least one variant stays in the split), { message, data: SplitTest } out; 400 with the rule's words otherwise.
         */
        post: operations["changeSplitVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/split/variants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy the widget into a new variant of its split test
         * @description Not in the spec (issue 47); assumed no body, 201 { message, variant_id } out. The variant is a copy of the widget's form and styles, named after it with its letter (B, C, …), edited like any widget; it joins the split with the same weight as the original. At most 5 variants with the original (400); not a widget of the plan's quota, and not in the widget list. The embed code stays the widget's.
         */
        post: operations["createWidgetVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/split/winner/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the split test, keeping one variant as the widget
         * @description Not in the spec (issue 47); assumed { variant_id } in, { message } out. The chosen variant's form and styles become the widget's (same id, so the embed code is unchanged; a new version), and the other variants end (deleted). Their views and leads stay in the widget's figures. 400 without a test or for another widget's variant.
         */
        post: operations["endSplitTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/installation-check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a page carries the widget's embed script
         * @description Not in the spec; assumed { url } in, { data: InstallationCheck } out (the server fetches the page; 400 for a bad address).
         */
        post: operations["checkWidgetInstallation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/impression/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The embed script reports that it showed the widget on a page
         * @description Not in the spec; assumed { url } in, { message } out; counts a view and marks the page as seen. Sent by the embed script on a visitor's page, so no sign-in is needed (a stale token still answers 401).
         */
        post: operations["recordWidgetImpression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/{id}/sites/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sites a widget takes leads from, and the leads held from other sites
         * @description Not in the spec; assumed { data: WidgetSites } (issue 43). A lead sent from a page whose origin is not confirmed for the widget is held: not in the lead list, not counted, not notified, not delivered, until the owner confirms its site (a passing installation check confirms it too) or discards it.
         */
        get: operations["getWidgetSites"];
        put?: never;
        /**
         * Confirm a site (its held leads become leads), discard its held leads, or stop taking leads from it
         * @description Not in the spec; assumed { origin, decision } in, { message, data: WidgetSites } out (issue 43).
         */
        post: operations["decideWidgetSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/widget/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the embed script needs to show an active widget on a visitor's page
         * @description Not in the spec; assumed { data: PublicWidget }: the form, the effective styles and the texts in the widget's language, for anyone (404 for a deleted or unknown widget).
         */
        get: operations["getPublicWidget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/widget/{id}/lead/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor submits the widget's form; the submission becomes a lead of the widget's owner
         * @description Not in the spec; assumed WidgetLeadSubmission in, 201 WidgetLeadCaptured out (the message and the visitor's report summary); checked with the widget's own field rules (400 with field errors), then stored, sent to the connected lead sync providers, the report e-mailed to the visitor when the report action's send_report is 1, and counted.
         */
        post: operations["captureWidgetLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/widget/stats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views, leads and conversion rate of the user's widgets over the last days
         * @description Not in the spec; assumed ?days=7|30|90 (30 when absent) and { data: WidgetStats } with one entry per widget of the user.
         */
        get: operations["getWidgetStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leadsync/{service}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lead sync provider. */
                service: components["schemas"]["LeadSyncService"];
            };
            cookie?: never;
        };
        /** Connection details of one lead sync provider */
        get: operations["getLeadSync"];
        put?: never;
        /**
         * Log in/out (token), exchange an OAuth code, save chosen lists, or save the webhook
         * @description Body variants assumed from the spec's helpers: {token} logs in with an API key ('' logs out), {token, current_url} exchanges a Constant Contact OAuth code (token = code), {list_ids} saves chosen lists, {url, token} saves the webhook. Response assumed { message }.
         */
        post: operations["saveLeadSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leadsync/webhook/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sample lead to the saved webhook URL
         * @description Assumed (issue 12, not in the spec) - posts a sample lead to the saved webhook and reports the answer's status code and time.
         */
        post: operations["testLeadSyncWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leadsync/{service}/check/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connected list provider (the webhook has its own test). */
                service: "sendinblue" | "mailchimp" | "constant_contact";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that a connected list provider still takes the saved connection
         * @description Assumed (issue 48, not in the spec) - calls the provider with the saved key or OAuth token, sends no lead, and answers its word as a message; a provider that refuses answers 400 with provider_status, as a refused login does.
         */
        post: operations["checkLeadSyncConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/demo-provider/constant-contact/code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Demo backend only - the stand-in consent page issues a single-use authorization code
         * @description Demo-only stand-in for Constant Contact's authorization server (issue 12); a real API does not have it.
         */
        post: operations["issueDemoConstantContactCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account and plan details */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/profile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profile of the signed-in user */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/profile/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the profile */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account (on 200 the client goes to /) */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/email-confirmation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new or changed e-mail address
         * @description Not in the spec; assumed body { key } (the key of the confirmation link) and answer { message, email }.
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/support/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a support request
         * @description Stored payload not shown; assumed to be exactly {email, subject, message}; response assumed { message }.
         */
        post: operations["sendSupportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All payments of the account */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscriptions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription with its payments */
        get: operations["getSubscriptionInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to a plan (then go to /payment-method/{subscription_id}) */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscription/payment/{subscription_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a subscription (card form, or PayPal/paypro redirect) */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/order/{id}/cancle/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel an order (path spelled so)
         * @description The body (validData) is not shown; assumed an optional {reason}; response assumed { message }.
         */
        delete: operations["cancelOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/order/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status of an order (a subscription waiting for its payment)
         * @description Not in the spec; the checkout asks it after the provider's page, and its answer decides.
         */
        get: operations["getOrderStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscription/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's paid subscription and what can be done with it (self-service)
         * @description Not in the spec (issue 24); null on a free or trial plan. change_options price a change from today: amount_due_now = (new period price - current period price) x days_left / period_days, rounded to cents, where period_days is 30 (monthly) or 365 (yearly) and days_left counts whole days up to period_end (rounded up, at most period_days); a downgrade costs nothing now and takes effect at period_end.
         */
        get: operations["getManagedSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscription/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the paid plan at the end of the period
         * @description Not in the spec (issue 24); the plan stays until period_end, then the account falls back to the free plan. 403 with restrict_error on a free or trial plan.
         */
        post: operations["cancelSubscriptionAtPeriodEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscription/resume/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a cancellation before the period ends
         * @description Not in the spec (issue 24); 400 when the subscription is not cancelled or its period has ended.
         */
        post: operations["resumeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscription/change/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change plan - an upgrade now (the prorated difference is charged), a downgrade at renewal
         * @description Not in the spec (issue 24); the amount is the change option's amount_due_now (see getManagedSubscription), charged to the method of the last payment with an invoice. Naming the current plan drops a scheduled downgrade. 400 for an unknown plan or a cancelled subscription.
         */
        post: operations["changeSubscriptionPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/subscription/auto-renew/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn automatic renewal at the end of the period on or off
         * @description Not in the spec (issue 24); with auto_renew off the plan is not renewed at period_end and the account falls back to the free plan.
         */
        post: operations["setSubscriptionAutoRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans on sale with prices and quotas
         * @description Not in the spec (no call lists plans); assumed list for the pricing page, public.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/demo-provider/payments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Demo builds only, the stand-in payment provider settles a payment
         * @description Stands in for the provider's notification to the server (demo backend only; a real provider calls the server itself).
         */
        post: operations["settleDemoPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/billing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Billing details and invoices */
        get: operations["getBillingInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/billing/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update billing details */
        post: operations["updateBillingInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/invoice/{id}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice as a PDF file
         * @description The spec downloads "a given url" as a blob; assumed to be this call, with the file name in Content-Disposition.
         */
        get: operations["downloadInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of audits (active, or deleted with status=deleted) */
        get: operations["listAudits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/report/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An audit report
         * @description Response shape not shown; assumed the same top-level shape as a lead report plus the audited url. Localised by `lang`: the report body (content: headings, score line, what to fix first) and its categories and checks in the requested language (issue 27).
         */
        get: operations["getAuditReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/report/{id}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An audit report as a PDF file
         * @description The spec's PDF download fetches "a given url" as a blob; assumed to be this address per report. Localised by `lang`: the PDF's title, labels, severity words and date in the requested language (issue 27).
         */
        get: operations["getAuditReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/report/{id}/share/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a new share link for a report (audit or lead)
         * @description Extension of the spec (issue 23): gives the report (by its audit id, a lead report's too) a new share key; any earlier key stops working.
         */
        post: operations["createReportShareLink"];
        /**
         * Revoke a report's share link
         * @description Extension of the spec (issue 23): the report's share key stops working at once; the report then has no share key until a new one is created.
         */
        delete: operations["revokeReportShareLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared-report/{share_key}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The read-only report a share link opens (no sign-in needed)
         * @description Extension of the spec (issue 23): the public page /shared-report/{share_key} loads the report by its share key, signed in or not; 404 when the key is unknown or was revoked. Localised by `lang`: the report body (content) in the requested language (issue 27).
         */
        get: operations["getSharedReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/run/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an audit of one page for a keyword
         * @description Starts a basic or advanced audit of a URL for a keyword; works signed out (basic only), the result then becomes a temporary report.
         */
        post: operations["startPageAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/run/{run_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The progress of an audit run
         * @description Polled while an audit runs; gives the step, the percentage and, when done, the saved audit id or the temporary report id. Localised by `lang`: the message of a failed run in the requested language.
         */
        get: operations["getPageAuditRun"];
        put?: never;
        post?: never;
        /**
         * Cancel a running audit
         * @description Stops a running audit; nothing is stored.
         */
        delete: operations["cancelPageAuditRun"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/temp/{temp_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A temporary audit report (signed-out audits and sample reports)
         * @description The report of an audit run signed out, kept for 24 hours, or one of the sample reports. Localised by `lang`: the category names and each check's title, detail, why and fix in the requested language, and the message of a missing or expired report.
         */
        get: operations["getTempAuditReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/temp/{temp_id}/save/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep a temporary audit report in the signed-in account
         * @description Stores a temporary report as an audit of the signed-in person; saving the same report again answers the same audit id.
         */
        post: operations["saveTempAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/audit/samples/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sample audit reports
         * @description Ready-made reports anyone may open (as temporary reports that never expire) to see what an audit gives.
         */
        get: operations["listSampleAudits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete audits (soft deletion)
         * @description Body not shown; assumed { id: integer[] } like the lead and widget deletes.
         */
        delete: operations["deleteAudits"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit/restore/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore audits (undo a soft deletion)
         * @description Assumed (issue 23): brings soft-deleted audits back to the active list, the same {id:[...]} body as the delete; 409 when one is already active (restored elsewhere), nothing changed.
         */
        post: operations["restoreAudits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/crawl/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a site-wide crawl of one of the person's projects
         * @description Starts a crawl of the project's site up to page_limit pages; the answer is the queued crawl to poll.
         */
        post: operations["startCrawl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/crawl/{crawl_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One crawl with its progress, health score and issue counts
         * @description Polled while the crawl runs; pages_crawled grows until status is done, failed or cancelled.
         */
        get: operations["getCrawl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/crawl/{crawl_id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a running crawl
         * @description Stops a queued or running crawl; a finished crawl is answered as it is.
         */
        post: operations["cancelCrawl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/project/{id}/crawls/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The crawls of one project, newest first
         * @description Every crawl of the project (any status), newest first, for the history and the comparison choice.
         */
        get: operations["listProjectCrawls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/crawl/{crawl_id}/issues/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The issues a crawl found, each with its affected URLs
         * @description Issues ordered by severity (error, warning, notice), then by the number of affected URLs. Localised by `lang`: each issue's title, description and how_to_fix in the requested language (issue 27).
         */
        get: operations["listCrawlIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/crawl/{crawl_id}/pages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the pages a crawl visited (sorted, filtered)
         * @description Crawled pages with status code, title, depth, load time and indexability; paged like the other lists.
         */
        get: operations["listCrawledPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/crawl/{crawl_id}/links/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the links or resources a crawl found, broken ones first
         * @description kind=link lists hyperlinks, kind=resource images, scripts, styles and fonts; broken ones come first.
         */
        get: operations["listCrawlLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/website-audit/crawl/{crawl_id}/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A crawl table (pages, links or resources) as a CSV file
         * @description The whole filtered, sorted table as CSV; the file name comes in Content-Disposition.
         */
        get: operations["exportCrawl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/send-audit-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail an audit report */
        post: operations["sendAuditEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/lead/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of leads (active, or deleted with status=deleted) */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/lead/report/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead's audit report
         * @description Localised by `lang`: the report body (content: headings, score line, what to fix first) and its categories and checks in the requested language (issue 27).
         */
        get: operations["getLeadReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/lead/report/{id}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead's audit report as a PDF file
         * @description The spec's PDF download fetches "a given url" as a blob; assumed to be this address per report. Localised by `lang`: the PDF's title, labels, severity words and date in the requested language (issue 27).
         */
        get: operations["getLeadReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/page/lead/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The leads as a CSV file (the file name in Content-Disposition)
         * @description The spec's CSV export reads the file name from a response header; the address and columns are assumed.
         */
        get: operations["exportLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead/{id}/deliveries/{service}/resend/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a lead to one lead sync provider again
         * @description Assumed (issue 23, not in the spec) - retries a failed delivery of lead {id} with the provider's current connection; answers the delivery's new state (sent, or failed with the provider's reason) and a message. 400 when that delivery has not failed, or is the report e-mailed to the visitor (report_email, issue 42).
         */
        post: operations["resendLeadDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete leads (soft deletion) */
        delete: operations["deleteLeads"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead/restore/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore leads (undo a soft deletion)
         * @description Assumed (issue 23): brings soft-deleted leads back to the active list, the same {id:[...]} body as the delete; 409 when one is already active (restored elsewhere), nothing changed.
         */
        post: operations["restoreLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verify-smtp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify and store SMTP settings
         * @description Body assumed to be the SMTP settings form; on failure the body also carries response (the SMTP server's answer).
         */
        post: operations["verifySmtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/emails-settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead e-mail templates
         * @description Field list of emails not shown; assumed a list of templates {id, name, subject, body, active}. Localised by `lang`: the seeded templates' names (a name the person typed stays as typed) in the requested language (issue 27).
         */
        get: operations["getEmailSettings"];
        put?: never;
        /**
         * Save lead e-mail templates
         * @description Body assumed to be the same shape the GET returns.
         */
        post: operations["saveEmailSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/smtp-settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMTP settings used by widgets */
        get: operations["getSmtpSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reset-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset one e-mail template to its default */
        post: operations["resetEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/send-test-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test e-mail through the stored SMTP settings
         * @description Payload not shown; assumed { email } (the recipient); response assumed { message }.
         */
        post: operations["sendTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor/overview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts of watched pages, problems and changes per check, and the latest changes
         * @description Assumed (issue 18); the screens of page-change monitoring are not shown in the spec.
         */
        get: operations["getMonitorOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor/list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of watched pages (active, or deleted with status=deleted)
         * @description Assumed (issue 18); with check=... the pages with a problem in that check come first.
         */
        get: operations["listMonitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start watching one or more pages (all or none; per-line errors under errors["urls.N"])
         * @description Assumed (issue 18); each new page gets its first check at once.
         */
        post: operations["createMonitors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop watching pages (soft delete)
         * @description Assumed (issue 18); the same {id:[...]} body as the other list deletes.
         */
        delete: operations["deleteMonitors"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor/changes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of detected changes, newest first, filtered by page and kind
         * @description Assumed (issue 18); checks that fell due run before the answer, so the log is current.
         */
        get: operations["listMonitorChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One watched page with its current values
         * @description Assumed (issue 18); the same item as in the list.
         */
        get: operations["getMonitor"];
        put?: never;
        /**
         * Change how often a page is checked, or pause and resume it
         * @description Assumed (issue 18); either key may be left out.
         */
        post: operations["updateMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor/{id}/check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a watched page now
         * @description Assumed (issue 18); answers the page after the check and how many changes it found.
         */
        post: operations["checkMonitorNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Supported interface languages (fallback en).
         * @enum {string}
         */
        LangCode: "en" | "nl" | "es" | "it" | "fr" | "pt" | "de" | "el" | "sv" | "pl" | "nb" | "da";
        /** @enum {integer} */
        ZeroOne: 0 | 1;
        /** @enum {string} */
        ItemStatus: "active" | "deleted";
        Quota: {
            total: number;
            used: number;
        };
        Message: {
            message: string;
        };
        /** @description Body of every non-2xx answer; all keys optional. */
        ErrorBody: {
            message?: string;
            /** @description "Invalid token" causes logout. */
            detail?: string;
            /** @description jwt_auth_* codes cause logout. */
            code?: string;
            /** @description When true the message shows as a danger notification. */
            restrict_error?: boolean;
            /** @description Assumed (issue 12) - the status a lead sync provider answered when it refused the key or token (401/403). */
            provider_status?: number;
            non_field_errors?: string[];
            /** @description Field errors keyed by field name. */
            errors?: {
                [key: string]: unknown;
            };
        };
        IdsRequest: {
            id: [
                number,
                ...number[]
            ];
        };
        LoginRequest: {
            /** Format: email */
            email: string;
            password: string;
        };
        GoogleLoginRequest: {
            access_token: string;
        };
        /** @description Assumed shape of the stored token data (the client keeps auth_token). */
        TokenResponse: {
            auth_token: string;
        };
        SiteSettings: {
            logo: string | null;
            small_logo: string | null;
            fav_icon: string | null;
            support_text: string;
            support_link: string;
            show_support: boolean;
            show_multilangual: boolean;
            show_branded_tool: boolean;
            branded_tool_link: string;
            branded_tool_text: string;
            cookie_settings_text: string;
            show_cookie_settings: boolean;
            cookie_settings_button_text: string;
            /** @description Extra header HTML for the home page. */
            page_header_home: string | null;
            /** @description Extra header HTML for every page. */
            common_page_header: string | null;
            /** @description Not in the spec; a white-label site's own terms of service (the build's address when absent or null). */
            terms_link?: string | null;
            /** @description Not in the spec; a white-label site's own privacy policy (the build's address when absent or null). */
            privacy_link?: string | null;
        };
        /** @description Assumed shape; data is a nested tree of translation texts. */
        Translation: {
            lang: string;
            data: components["schemas"]["TranslationTree"];
        };
        TranslationTree: {
            [key: string]: string | components["schemas"]["TranslationTree"];
        };
        /** @description Keyword counts in the top 5, top 10 and top 30. */
        TopCounts: [
            number,
            number,
            number
        ];
        /** @description Average position on the two avg_position_date dates (null when not ranked). */
        AvgPositions: [
            number | null,
            number | null
        ];
        SearchEngineEntry: {
            id: number;
            title: string;
            location: string;
            top: components["schemas"]["TopCounts"];
            keyword_count: number;
            avg_position: components["schemas"]["AvgPositions"];
        };
        Project: {
            id: number;
            title: string;
            url: string;
            top: components["schemas"]["TopCounts"];
            keyword_count: number;
            location_count: number;
            avg_position: components["schemas"]["AvgPositions"];
            /** @description Search engines of the project (key spelled so). */
            searc_engines: components["schemas"]["SearchEngineEntry"][];
            /** @description Date of the last rank update. */
            last_updated: string | null;
            /** @description Assumed; the latest site audit summary, or a flag, or null. */
            web_audit: {
                [key: string]: unknown;
            } | boolean | null;
        };
        SiteGroup: {
            id: number;
            name: string;
            sites: components["schemas"]["Project"][];
        };
        SiteList: {
            site_groups: {
                ungrouped: components["schemas"]["Project"][];
                grouped: components["schemas"]["SiteGroup"][];
            };
            /** @description The two dates the average positions compare; the first is the last-update date. */
            avg_position_date: [
                string,
                string
            ];
        };
        /** @description Assumed tooltip row (keyword, its rank and ranking url). */
        TopKeyword: {
            keyword: string;
            rank: number;
            url?: string | null;
        };
        /** @description Assumed usage counters. */
        DashboardSummary: {
            project_count: number;
            widget_count: number;
            lead_count: number;
            audit_count: number;
            /** @description Keywords tracked over all projects. */
            keyword_count?: number;
            /** @description Leads captured in the last 7 days. */
            leads_this_week?: number;
        };
        /** @description Assumed notification entry (id, type, text, link, read, date). */
        Notification: {
            id: number;
            /**
             * @description Kind of news; decides the toast colour.
             * @enum {string}
             */
            type: "info" | "success" | "warning" | "danger";
            text: string;
            /** @description An app path (starting with /) or an http(s) address the entry leads to. */
            link: string | null;
            read: boolean;
            /** Format: date-time */
            date: string;
        };
        SubscriptionDetails: {
            number_of_project: components["schemas"]["Quota"];
            widget_setting: components["schemas"]["Quota"];
        };
        AccountDetails: {
            /** Format: email */
            email: string;
            first_name: string;
            last_name: string;
            /** @description Plan name, for example "free trial", "free", "Pro". */
            subscription_name: string;
            /** Format: date-time */
            expired_at: string | null;
            subscription_details: components["schemas"]["SubscriptionDetails"];
            can_advance_audit: components["schemas"]["ZeroOne"];
            /** @description Assumed (issue 24) - true when the paid plan was cancelled and ends at expired_at. */
            plan_ends?: boolean;
        };
        /** @description Assumed profile_info fields (mirror of ProfileUpdate without password, plus email). */
        Profile: {
            /** Format: email */
            email: string;
            /** @description Assumed (issue 43): the profile's version; every save makes a new one. A save sends the one it started from. */
            version: number;
            first_name: string;
            last_name: string;
            language: components["schemas"]["LangCode"];
            test_sever_region: string;
            test_sever_env: string;
        };
        ProfileUpdate: {
            /** @description Assumed (issue 43): the version the form was loaded with. Another save since then makes it stale: 409, nothing changed (two sessions never overwrite each other unseen). */
            version?: number;
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            first_name: string;
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            last_name: string;
            /** @description Omitted or empty to keep the password. */
            password?: string;
            language: components["schemas"]["LangCode"];
            test_sever_region: components["schemas"]["TestServerName"];
            test_sever_env: components["schemas"]["TestServerName"];
        };
        /** @description Assumed (issue 43): a test server's region or environment is a short name (letters, digits, ".", "_", "-"; at most 64). */
        TestServerName: string;
        SupportRequest: {
            /** Format: email */
            email: string;
            /** @description Assumed: at most 200 characters, no control characters (issue 25). */
            subject: string;
            /** @description Assumed: at most 5,000 characters, no control characters but line breaks and tabs (issue 25). */
            message: string;
        };
        Subscription: {
            subscription_id: number;
            subscription_name: string;
            /** @description Assumed free-form plan details (features and limits). */
            subscription_details: {
                [key: string]: unknown;
            };
            price: number;
            payment_id?: number | null;
        };
        /** @description The subscribe form is not shown; assumed to name the plan and the billing period. */
        SubscribeRequest: {
            plan_id: number;
            /** @enum {string} */
            period?: "monthly" | "yearly";
        };
        /** @description Assumed entry of all_payments (fields of the subscription info). */
        Payment: {
            id: number;
            subscription_id: number;
            subscription_name: string;
            type: string;
            method: string;
            price: number;
            status: string;
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            expires: string | null;
        };
        SubscriptionInfo: {
            /** Format: email */
            email: string;
            type: string;
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            expires: string | null;
            method: string;
            subscription_id: number;
            subscription_name: string;
            price: number;
            payments: components["schemas"]["Payment"][];
            subscription: components["schemas"]["Subscription"];
            account: components["schemas"]["AccountDetails"];
        };
        PaymentRequest: components["schemas"]["CardPaymentRequest"] | components["schemas"]["RedirectPaymentRequest"];
        /** @description The payment form is not shown; assumed card fields. */
        CardPaymentRequest: {
            /** @constant */
            type: "card";
            card_holder: string;
            card_number: string;
            exp_month: number;
            exp_year: number;
            cvc: string;
        };
        RedirectPaymentRequest: {
            /** @enum {string} */
            type: "paypal" | "paypro";
            cancel_url: string;
            return_url: string;
        };
        PaymentResult: {
            message: string;
            /** @description "success" when the payment went through or the redirect is ready. */
            code: string;
            payment_id: number | null;
            /** @description External page (PayPal, paypro) opened in a new window. */
            redirect_link: string | null;
        };
        /** @description validData is not shown; assumed an optional reason. */
        OrderCancelRequest: {
            reason?: string;
        };
        BillingInfo: {
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            name: string;
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            company_name: string;
            phone: string;
            email: string;
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            zipcode: string;
            /** @description Assumed: at most 200 characters, no control characters (issue 25). */
            street: string;
            /** @description Not in the spec's field list; the buyer's country (ISO 3166-1 alpha-2, empty when not given), which decides the VAT of an order. */
            country: string;
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            tax_number: string;
            /** @description Assumed: at most 2,000 characters, no control characters but line breaks and tabs (issue 25). */
            invoice_note: string;
            /** @description Assumed (issue 43): the details' version; the GET always carries it and every save makes a new one. A save from the billing-details form sends the one it loaded, and a stale one gets 409 with nothing changed; the subscribe form's save sends none (the buyer's details for this order win). */
            version?: number;
        };
        Invoice: {
            id: number;
            /** Format: date */
            date: string;
            /** @description Gross amount paid (net + VAT). */
            total: number;
            /** @description Assumed amount before VAT (an invoice a business files states net, VAT and total). */
            net: number;
            /** @description Assumed VAT rate in percent (21 = 21 %), as charged when the invoice was made. */
            vat_rate: number;
            /** @description Assumed VAT amount of the invoice. */
            vat: number;
            /**
             * @description Assumed VAT treatment (reverse_charge for an EU business abroad with a VAT number, outside_eu for buyers outside the EU).
             * @enum {string}
             */
            vat_scheme: "standard" | "reverse_charge" | "outside_eu";
            membership: string;
            method: string;
            status: string;
            /** @description Link to the invoice document. */
            invoice: string;
        };
        /** @description Assumed seller details printed on every invoice (name, address, VAT number); not in the spec. */
        Seller: {
            name: string;
            street: string;
            /** @description Postcode and city. */
            city: string;
            /** @description ISO 3166-1 alpha-2 code. */
            country: string;
            vat_number: string;
            email: string;
        };
        /** @description Assumed plan on sale (no call lists plans in the spec). */
        Plan: {
            id: number;
            name: string;
            /** @description ISO 4217 code. */
            currency: string;
            prices: {
                monthly: number;
                yearly: number;
            };
            quotas: {
                projects: number;
                widgets: number;
                advanced_audit: boolean;
                lead_sync: boolean;
            };
            features: string[];
            /** @description false for the free plan, which is not bought. */
            purchasable: boolean;
        };
        /** @description Assumed self-service view of the paid plan (issue 24); dates are the period's end, prices per period. */
        ManagedSubscription: {
            subscription_id: number;
            plan_id: number;
            plan_name: string;
            /** @enum {string} */
            period: "monthly" | "yearly";
            price: number;
            /** @description ISO 4217 code. */
            currency: string;
            /**
             * Format: date-time
             * @description End of the paid period (renewal or end date).
             */
            period_end: string;
            auto_renew: boolean;
            cancel_at_period_end: boolean;
            /** @description Whether resume would be accepted now: cancelled and the period not yet ended by the server's clock (issue 49: the browser's clock never decides this). */
            can_resume: boolean;
            /** @description A downgrade waiting for period_end, or null. */
            scheduled_change: {
                plan_id: number;
                plan_name: string;
                price: number;
                /** Format: date-time */
                effective_at: string;
            } | null;
            /** @description The other purchasable plans, priced from today (empty while cancelled). */
            change_options: components["schemas"]["PlanChangeOption"][];
        };
        /** @description One plan the subscription can change to; amount_due_now is the prorated difference (0 for a downgrade). */
        PlanChangeOption: {
            plan_id: number;
            plan_name: string;
            /** @enum {string} */
            kind: "upgrade" | "downgrade";
            /** @description The new plan's price per period. */
            price: number;
            amount_due_now: number;
            /**
             * Format: date-time
             * @description Now for an upgrade, period_end for a downgrade.
             */
            effective_at: string;
        };
        /** @description The plan to change to (a plan id of /api/v1/plans/). */
        PlanChangeRequest: {
            plan_id: number;
        };
        /** @description Whether the plan renews by itself at the end of the period. */
        AutoRenewRequest: {
            auto_renew: boolean;
        };
        /** @description Assumed status of an order (subscription plus its latest payment attempt). */
        OrderStatus: {
            order_id: number;
            /** @enum {string} */
            status: "open" | "paid" | "cancelled";
            subscription_name: string;
            /** @enum {string} */
            period: "monthly" | "yearly";
            price: number;
            payment_id: number | null;
            method: string | null;
            /** @description The provider's page of the payment attempt still open (null when none is), so the confirm page opens from its address in any tab or session. */
            redirect_link: string | null;
            tax: components["schemas"]["OrderTax"];
            /** Format: date-time */
            expires: string | null;
            invoice_id: number | null;
        };
        /** @description Assumed VAT of an order, included in its price, by the buyer's billing country when the order was placed. */
        OrderTax: {
            /** @description ISO 3166-1 alpha-2; null when the billing details name none. */
            country: string | null;
            /** @description Percent, e.g. 21. */
            rate: number;
            /** @description The VAT part of the price. */
            amount: number;
        };
        /** @description Demo only; what the person chose on the stand-in provider page. */
        DemoPaymentSettle: {
            /** @enum {string} */
            outcome: "paid" | "cancelled";
        };
        ProjectCreateRequest: {
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            title: string;
            url: string;
            domain_type: components["schemas"]["DomainType"];
            /** @description Project group id, or null for none. */
            group: number | null;
        };
        /**
         * @description Assumed: how the url is matched: the whole domain, a subdomain, or the exact URL.
         * @enum {string}
         */
        DomainType: "domain" | "subdomain" | "url";
        ProjectCreated: {
            message: string;
            project_id: number;
        };
        ProjectStepRequest: components["schemas"]["ProjectStep1"] | components["schemas"]["ProjectStep2"] | components["schemas"]["ProjectStep3"];
        ProjectStep1: {
            /** @constant */
            step: 1;
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            title: string;
            url: string;
            domain_type: components["schemas"]["DomainType"];
            group: number | null;
            /** @description Assumed (issue 43): the version the step loaded. Another change since then makes it stale: 409, nothing changed. */
            version?: number;
        };
        ProjectStep2: {
            project_id: number;
            /** @constant */
            step: 2;
            se_country: number;
            se_language: number;
            searce_engine: number;
            competetor: components["schemas"]["Competitors"];
            se_location: number | null;
        };
        ProjectStep3: {
            /** @description Search engine entry the keywords belong to. */
            se_key: number;
            /** @constant */
            step: 3;
        };
        /** @description Competitor site urls (key spelled competetor). */
        Competitors: string[];
        SearchEngineStep: {
            se_id: number;
            searce_engine: number;
            se_country: number;
            se_language: number;
            se_location: number | null;
            competetor: components["schemas"]["Competitors"];
            /** @description Assumed (issue 43): the engine's version; every update makes a new one. */
            version: number;
        };
        SearchEngineCreateRequest: {
            project_id: number;
            searce_engine: number;
            se_country: number;
            se_language: number;
            se_location: number | null;
            competetor: components["schemas"]["Competitors"];
        };
        SearchEngineUpdateRequest: {
            project_id: number;
            se_id: number;
            searce_engine: number;
            se_country: number;
            se_language: number;
            se_location: number | null;
            competetor: components["schemas"]["Competitors"];
            /** @description Assumed (issue 43): the version the form opened. Another update since then makes it stale: 409, nothing changed. */
            version?: number;
        };
        /** @description Assumed { message, se_id }. */
        SearchEngineCreated: {
            message: string;
            se_id: number;
        };
        ProjectDetails: {
            project_id: number;
            /** @description Assumed (issue 43): the details' version (title, address, match, group); every change makes a new one. */
            version: number;
            project_name: string;
            title: string;
            url: string;
            domain_type: components["schemas"]["DomainType"];
            group: number | null;
            search_engines: components["schemas"]["SearchEngineStep"][];
            usage: components["schemas"]["Quota"];
            /** Format: date-time */
            last_rank_update: string | null;
        };
        ProjectGroup: {
            id: number;
            name: string;
        };
        /** @description Assumed { message, group_id }. */
        GroupCreated: {
            message: string;
            group_id: number;
        };
        /** @description Assumed {id, name, code}. */
        Country: {
            id: number;
            name: string;
            code: string;
        };
        /** @description Assumed {id, name, code}. */
        Language: {
            id: number;
            name: string;
            code: string;
        };
        /** @description Assumed {id, name}. */
        SearchEngine: {
            id: number;
            name: string;
        };
        /** @description Assumed {id, name, country_id}. */
        Location: {
            id: number;
            name: string;
            country_id: number;
        };
        /** @description Assumed keyword entry. */
        Keyword: {
            key_id: number;
            keyword: string;
            group_id: number | null;
            active: boolean;
        };
        KeywordGroup: {
            group_id: number;
            group_name: string;
            project_id: number;
        };
        KeywordGroupWithKeywords: {
            group_id: number;
            group_name: string;
            keywords: components["schemas"]["Keyword"][];
        };
        KeywordCreateRequest: {
            project_id: number;
            group_id: number | null;
            keywords: [
                string,
                ...string[]
            ];
        };
        KeywordsCreated: {
            message: string;
            /** @description Non-empty when some keywords were skipped; shown as a warning. */
            info?: string;
        };
        KeywordGraph: {
            all_dates: string[];
            /** @description Assumed one series per keyword, one rank per date (null when not ranked). */
            list: {
                key_id: number;
                keyword: string;
                ranks: (number | null)[];
            }[];
            max_num: number;
        };
        CompetitorRef: {
            id: number;
            url: string;
        };
        RankedKeyword: {
            key_id: number;
            keyword: string;
            /** @description Assumed; the keyword's group (groups table), null when ungrouped. */
            group_id?: number | null;
            ranks: {
                self: {
                    url: string | null;
                    /** @description One rank per date (null when not ranked). */
                    rank: (number | null)[];
                };
                competitor: {
                    id: number;
                    rank: (number | null)[];
                }[];
            };
        };
        RankInfo: {
            project_id: number;
            se_id: number;
            url: string;
            dates: string[];
            competitor: {
                active: components["schemas"]["CompetitorRef"][];
                inactive: components["schemas"]["CompetitorRef"][];
            };
            keywords: components["schemas"]["RankedKeyword"][];
            /** @description Group table. */
            groups: {
                group_id: number;
                group_name: string;
            }[];
            /** @description Assumed; the project's search engines with their labels, for the engine switch. */
            search_engines?: {
                id: number;
                title: string;
                location: string;
            }[];
        };
        /** @description Assumed audit list row. */
        AuditItem: {
            id: number;
            url: string;
            keyword: string | null;
            advance_audit: components["schemas"]["ZeroOne"];
            score: number | null;
            status: components["schemas"]["ItemStatus"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description Assumed page object. */
        AuditListPage: {
            audits: components["schemas"]["AuditItem"][];
            total_page: number;
            current_page: number;
            total: number;
        };
        /** @description A site-wide crawl of a project with its progress and, once done, its health score and issue counts. */
        Crawl: {
            id: number;
            project_id: number;
            project_title: string;
            url: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed" | "cancelled";
            page_limit: number;
            pages_crawled: number;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
            health_score: number | null;
            errors: number;
            warnings: number;
            notices: number;
        };
        /** @description One kind of problem a crawl found, with the URLs it affects. */
        CrawlIssue: {
            code: string;
            title: string;
            /** @enum {string} */
            severity: "error" | "warning" | "notice";
            description: string;
            how_to_fix: string;
            urls: string[];
        };
        /** @description One page a crawl visited. */
        CrawledPage: {
            id: number;
            url: string;
            status_code: number;
            title: string | null;
            depth: number;
            load_time_ms: number;
            indexable: boolean;
            /** @enum {string|null} */
            noindex_reason: "noindex" | "canonicalised" | "redirect" | "client_error" | "server_error" | "robots" | null;
        };
        /** @description A page of crawled pages. */
        CrawledPageList: {
            pages: components["schemas"]["CrawledPage"][];
            total_page: number;
            current_page: number;
            total: number;
        };
        /** @description One link or resource a crawl found, with where it was found and what it answered. */
        CrawlLink: {
            id: number;
            url: string;
            /** @enum {string} */
            scope: "internal" | "external";
            /** @enum {string} */
            resource_type: "page" | "image" | "script" | "stylesheet" | "font";
            /** @description null when the request timed out. */
            status_code: number | null;
            broken: boolean;
            found_on: string;
            occurrences: number;
        };
        /** @description A page of links or resources. */
        CrawlLinkList: {
            links: components["schemas"]["CrawlLink"][];
            total_page: number;
            current_page: number;
            total: number;
        };
        /** @description Assumed { audit_id, url, content, share_key } plus the scores and issues grouped by category. */
        AuditReport: {
            audit_id: number;
            url: string;
            /** @description Report HTML (a summary). */
            content: string;
            /** @description null once the owner revoked the link (issue 23, x-assumed). */
            share_key: string | null;
            keyword: string | null;
            advance_audit: components["schemas"]["ZeroOne"];
            score: number | null;
            /** Format: date-time */
            created_at: string;
            categories: components["schemas"]["AuditCategory"][];
        };
        /** @description Extension of the spec (issue 23): what a share link shows, read-only: the report as in AuditReport, without its id or share key. */
        SharedReport: {
            url: string;
            /** @description Report HTML (a summary). */
            content: string;
            keyword: string | null;
            advance_audit: components["schemas"]["ZeroOne"];
            score: number | null;
            /** Format: date-time */
            created_at: string;
            categories: components["schemas"]["AuditCategory"][];
        };
        /** @description Issue 23, the answer to a new share link. */
        ShareLinkCreated: {
            share_key: string;
            message: string;
        };
        /** @description Assumed category of an audit report (e.g. on-page, technical, performance) with its score and issues. */
        AuditCategory: {
            key: string;
            name: string;
            score: number;
            issues: components["schemas"]["AuditIssue"][];
        };
        /** @description Assumed audit finding. */
        AuditIssue: {
            title: string;
            /** @enum {string} */
            severity: "error" | "warning" | "passed";
            detail: string;
            /** @description Why it matters (page audits). */
            why?: string;
            /** @description How to fix it (page audits). */
            fix?: string;
        };
        /** @description Assumed body of an audit start; url must be http(s), keyword is required. */
        PageAuditRequest: {
            url: string;
            keyword: string;
            advance_audit: components["schemas"]["ZeroOne"];
        };
        /** @description Assumed progress of an audit run; audit_id is set when a signed-in run is done, temp_id when a signed-out one is. */
        PageAuditRun: {
            run_id: string;
            url: string;
            keyword: string;
            advance_audit: components["schemas"]["ZeroOne"];
            /** @enum {string} */
            status: "running" | "done" | "failed" | "cancelled";
            progress: number;
            /** @enum {string} */
            step: "fetch" | "onpage" | "technical" | "content" | "links" | "speed" | "score";
            audit_id: number | null;
            temp_id: string | null;
            /** @description Why the run failed. */
            message: string | null;
        };
        /** @description Assumed temporary report; the scores and issues as in AuditReport, without share key or saved id. */
        TempAuditReport: {
            temp_id: string;
            url: string;
            keyword: string | null;
            advance_audit: components["schemas"]["ZeroOne"];
            score: number | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description null for sample reports.
             */
            expires_at: string | null;
            sample: boolean;
            categories: components["schemas"]["AuditCategory"][];
        };
        /** @description Assumed answer of keeping a temporary report. */
        TempAuditSaved: {
            audit_id: number;
        };
        /** @description Assumed list of the sample reports. */
        SampleAuditList: {
            samples: {
                temp_id: string;
                url: string;
                keyword: string;
                advance_audit: components["schemas"]["ZeroOne"];
                score: number;
            }[];
        };
        /** @description Assumed lead list row (the lead's audit plus the visitor's contact fields). */
        LeadItem: {
            id: number;
            audit_id: number;
            widget_id: number | null;
            widget_name: string | null;
            url: string;
            keyword: string | null;
            name: string | null;
            email: string | null;
            phone: string | null;
            status: components["schemas"]["ItemStatus"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description Assumed page object; the spec says the lead list data holds "the audit list", hence the key audits. */
        LeadListPage: {
            audits: components["schemas"]["LeadItem"][];
            total_page: number;
            current_page: number;
            total: number;
        };
        LeadReport: {
            audit_id: number;
            /** @description Assumed report HTML. */
            content: string;
            /** @description null once the owner revoked the link (issue 23, x-assumed). */
            share_key: string | null;
            lead: components["schemas"]["LeadContact"];
        };
        /** @description Assumed (issue 23) - the person behind a lead as the widget captured them, and where the lead was sent. */
        LeadContact: {
            /** @description The lead's id. */
            id: number;
            /** @description null when the widget did not ask for it or it was left empty. */
            name: string | null;
            email: string | null;
            phone: string | null;
            /** @description The keyword the visitor entered. */
            keyword: string | null;
            /** @description The site address the visitor entered. */
            url: string;
            /** @description The widget that captured the lead; null once it is gone. */
            widget_id: number | null;
            widget_name: string | null;
            /**
             * Format: date-time
             * @description When the lead was captured.
             */
            created_at: string;
            /** @description One entry per lead sync provider that was connected when the lead was captured, and report_email when the widget's report action also sends the report by e-mail and the visitor gave an address. */
            deliveries: components["schemas"]["LeadDelivery"][];
        };
        /** @description Assumed (issue 23) - the last attempt to send a lead to one lead sync provider, or (issue 42, service report_email) to e-mail the report to the visitor through the owner's e-mail server. */
        LeadDelivery: {
            /**
             * @description A lead sync provider, or report_email (x-assumed) for the report e-mailed to the visitor.
             * @enum {string}
             */
            service: "webhook" | "sendinblue" | "mailchimp" | "constant_contact" | "report_email";
            /** @enum {string} */
            status: "sent" | "failed" | "pending";
            /**
             * Format: date-time
             * @description When it was sent, when the last attempt failed, or (pending) when it was queued.
             */
            at: string;
            /** @description The provider's reason for a failure; null otherwise. */
            message: string | null;
        };
        /** @description Assumed (issue 23) - answer of a resend, the delivery after the new attempt and a message to show. */
        LeadDeliveryResent: {
            delivery: components["schemas"]["LeadDelivery"];
            message: string;
        };
        /** @description Stored smtp_settings fields assumed equal to the SMTP form fields. */
        SmtpSettings: {
            sender_name: string;
            sender_email: string;
            host: string;
            port: number | null;
            auto_tls: components["schemas"]["ZeroOne"];
            authentication: components["schemas"]["ZeroOne"];
            user_name: string;
            /** @description Assumed (issue 43): whether a password is saved. The password itself never comes back. */
            password_set: boolean;
            smtp_verified: boolean;
            active_lead_email: components["schemas"]["ZeroOne"];
            /** @description Assumed (issue 43): the settings' version; every verify that stores them makes a new one. */
            version: number;
        };
        /** @description Assumed SMTP form as sent to verify-smtp. */
        SmtpSettingsInput: {
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            sender_name: string;
            /** Format: email */
            sender_email: string;
            host: string;
            port: number;
            auto_tls: components["schemas"]["ZeroOne"];
            authentication: components["schemas"]["ZeroOne"];
            /** @description Assumed (issue 43): at most 254 characters, no control characters. */
            user_name: string;
            /** @description Write-only (issue 43): at most 256 characters. Empty keeps the saved password. */
            password: string;
            active_lead_email: components["schemas"]["ZeroOne"];
            /** @description Assumed (issue 43): the version the form loaded. Another save since then makes it stale: 409, nothing stored. */
            version?: number;
        };
        /** @description ErrorBody plus the SMTP server's answer (shown in an error text field). */
        SmtpVerifyError: components["schemas"]["ErrorBody"] & {
            response: string;
        };
        /** @description Assumed e-mail template entry. */
        EmailTemplate: {
            id: number;
            name: string;
            /** @description Assumed: at most 200 characters, no control characters (issue 25). */
            subject: string;
            /** @description HTML body. Assumed: at most 10,000 characters, no control characters but line breaks and tabs (issue 25). */
            body: string;
            active: components["schemas"]["ZeroOne"];
        };
        /** @description Assumed { emails } list of templates, both read and saved, and whether lead e-mails are sent (active_lead_email). */
        EmailSettings: {
            active_lead_email?: components["schemas"]["ZeroOne"];
            emails: components["schemas"]["EmailTemplate"][];
            /** @description Assumed (issue 43): the templates' version; the GET always carries it, and every save or reset of a template makes a new one. A save sends the one it loaded, and a stale one gets 409 with nothing changed. */
            version?: number;
        };
        /** @enum {string} */
        LeadSyncService: "webhook" | "sendinblue" | "mailchimp" | "constant_contact";
        SendinblueProfile: {
            firstName: string;
            lastName: string;
            email: string;
            plan: {
                type: string;
                credits: number;
            }[];
        };
        MailchimpProfile: {
            first_name: string;
            last_name: string;
            email: string;
        };
        ConstantContactProfile: {
            first_name: string;
            last_name: string;
            contact_email: string;
        };
        /** @description A provider list; Sendinblue and Mailchimp send id, Constant Contact sends list_id. */
        LeadSyncList: {
            id?: string | number;
            list_id?: string;
            name: string;
        };
        LeadSync: {
            has_access: boolean;
            /** @description Write-only (issue 43): the API key, OAuth token or webhook token is sent, never answered. */
            token?: string;
            /** @description Assumed (issue 43): whether a key or token is saved, in place of the secret itself. */
            token_set: boolean;
            /** @description Provider profile; null when not connected (always null for webhook). */
            profile: components["schemas"]["SendinblueProfile"] | components["schemas"]["MailchimpProfile"] | components["schemas"]["ConstantContactProfile"] | null;
            list_ids: (string | number)[];
            lists: {
                lists: components["schemas"]["LeadSyncList"][];
            };
            /** @description Webhook url (webhook only). */
            url?: string;
            /** @description Assumed (issue 12) - the provider's refusal (401/403) of the last call made with the saved connection; absent when it worked. */
            provider_error?: {
                status: number;
                message: string;
            };
        };
        /** @description Assumed body variants (see the operation). */
        LeadSyncSaveRequest: {
            /** @description API key; '' logs out. */
            token: string;
        } | {
            /** @description The OAuth code. */
            token: string;
            /** @description The redirect address used for the OAuth request. */
            current_url: string;
        } | {
            /** @description The OAuth code. */
            token: string;
            /** @description The redirect address used for the OAuth request. */
            current_url: string;
            code_verifier: string;
        } | {
            list_ids: (string | number)[];
        } | {
            url: string;
            /** @description Assumed (issue 43): one line of at most 256 characters, no control characters; '' with a url keeps the saved token (none saved: 400). */
            token: string;
        };
        /** @description Assumed embed snippet; embed_code is the exact text to paste before </body>. */
        WidgetEmbed: {
            widget_id: number;
            /** @description Address of the embed script the snippet loads. */
            embed_script_url: string;
            /** @description One script element (async, src, data-widget-id) to paste into a page. */
            embed_code: string;
        };
        /** @description Assumed body of an installation check; the page address to look at. */
        InstallationCheckRequest: {
            /** @description Assumed: at most 2,048 characters, the address rule's own length (issue 25); the rule judges the rest. */
            url: string;
        };
        /** @description Assumed answer of an installation check. */
        InstallationCheck: {
            url: string;
            /** @enum {string} */
            status: "installed" | "not_found" | "unreachable";
            /**
             * Format: date-time
             * @description When the widget last loaded on the page.
             */
            last_seen_at: string | null;
            /** Format: date-time */
            checked_at: string;
        };
        /** @description Assumed (issue 43) the origins a widget takes leads from, and the leads held from any other origin. */
        WidgetSites: {
            confirmed: string[];
            held: components["schemas"]["HeldSite"][];
        };
        /** @description Assumed (issue 43) the leads held from one origin, newest last. */
        HeldSite: {
            origin: string;
            count: number;
            /** Format: date-time */
            last_at: string;
        };
        /** @description Assumed (issue 43) what the owner decides about one origin. */
        WidgetSiteDecision: {
            origin: string;
            /**
             * @description confirm takes its leads (and releases the held ones); discard drops its held leads; remove stops taking leads from a confirmed origin.
             * @enum {string}
             */
            decision: "confirm" | "discard" | "remove";
        };
        /** @description Assumed public view of an active widget, as the embed script renders it. */
        PublicWidget: {
            id: number;
            /** @description Assumed (issue 43): a signed ticket of when the form was loaded; a submission brings it back, at least 3 s and at most 24 h later (the embed script waits out the rest). */
            ticket: string;
            extra_html: components["schemas"]["PublicWidgetExtraHtml"];
            /** @description The widget's form settings (WidgetForm). */
            form: components["schemas"]["WidgetForm"];
            /** @description The effective 14 style groups (theme plus the owner's edits). */
            styles: components["schemas"]["WidgetStyles"];
            texts: components["schemas"]["PublicWidgetTexts"];
            split?: components["schemas"]["PublicSplit"];
        };
        /** @description Assumed extra HTML sanitized by the server (no scripts, event handlers, javascript: addresses, forms, frames or styles); the embed script inserts only these, never the raw fields. */
        PublicWidgetExtraHtml: {
            /** @description The form's extra text (widget_form_extra) sanitized when it holds markup; empty when it is plain text or empty. */
            form: string;
            /** @description The extra-HTML style box (form_extra_html.html) sanitized; empty when there is none. */
            styles: string;
        };
        /** @description Assumed fixed texts of the widget in its own language (widget_lang). */
        PublicWidgetTexts: {
            required: string;
            next: string;
            default_button: string;
            close: string;
            open_widget: string;
            report_title: string;
            report_text: string;
            /** @description The score line; {{score}} stands for the score out of 100 (issue 42). */
            report_score: string;
            /** @description The heading of the issues to fix (issue 42). */
            report_issues: string;
            /** @description An issue's severity, warning (issue 42). */
            issue_warning: string;
            /** @description An issue's severity, error (issue 42). */
            issue_error: string;
            invalid_email: string;
            invalid_url: string;
            invalid_phone: string;
            /** @description A keyword or name too long, or with control characters (issue 43). */
            invalid_text: string;
            send_failed: string;
            /** @description Shown on a 429: the answers stay, try again later (issue 43). */
            rate_limited: string;
            fields: {
                url: string;
                keyword: string;
                name: string;
                phone: string;
                email: string;
                tnc: string;
            };
        };
        /** @description Assumed body of a visitor's submission; fields the widget does not show are left out. */
        WidgetLeadSubmission: {
            /** @description The page the widget was shown on (the address rule). */
            page_url: string;
            /** @description The form's ticket from the widget's public data (issue 43). Missing, not ours, sooner than 3 s after it was issued or older than 24 h: 400 with errors.ticket, no lead. */
            ticket: string;
            /** @description The visitor's site address. */
            url: string;
            keyword?: string;
            name?: string;
            phone?: string;
            email?: string;
            /** @description The terms box was ticked. */
            tnc?: boolean;
            /** @description The honeypot (issue 43): a field of the embed form no person sees or reaches. Sent only when something filled it; the submission is then refused (400, no lead). */
            homepage?: string;
        };
        /** @description Assumed answer of a captured lead (issue 42) - a message and the visitor's report summary. */
        WidgetLeadCaptured: {
            message: string;
            report: components["schemas"]["VisitorReport"];
        };
        /** @description Assumed (issue 42) - the summary of the lead's report the visitor sees: its overall score and the issues to fix, titled in the widget's language; the same score and issues as the lead's report in the app. */
        VisitorReport: {
            /** @description Out of 100; null without a report. */
            score: number | null;
            issues: {
                title: string;
                /** @enum {string} */
                severity: "warning" | "error";
            }[];
        };
        /** @description Assumed per-widget figures over the last `days` days. */
        WidgetStats: {
            days: number;
            widgets: components["schemas"]["WidgetStatsEntry"][];
        };
        /** @description Assumed figures of one widget; conversion is leads / views, computed by the client. `daily` holds the period's days, oldest first (the list draws a small trend from it); views and leads are their sums. */
        WidgetStatsEntry: {
            widget_id: number;
            views: number;
            leads: number;
            daily: components["schemas"]["DailyFigures"][];
        };
        /** @description Assumed figures of one widget per day over a period (from and to included); views and leads are the sums. */
        WidgetDailyStats: {
            widget_id: number;
            name: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            views: number;
            leads: number;
            daily: components["schemas"]["DailyFigures"][];
        };
        /** @description Assumed views and leads of one widget on one (UTC) day; never more leads than views. */
        DailyFigures: {
            /** Format: date */
            date: string;
            views: number;
            leads: number;
        };
        /** @description Assumed (issue 47): a widget's split test; the original (A) first, then its variants in the order they were made. Figures count from `since`, when the newest variant joined (null without variants), so every variant is compared over the same time. The client judges the difference (machines/widgets/split/split.rules.ts). */
        SplitTest: {
            widget_id: number;
            /** Format: date-time */
            since: string | null;
            /** @description One to five. */
            variants: components["schemas"]["SplitVariant"][];
        };
        /** @description Assumed one variant of a split test; the original's id is the widget's. */
        SplitVariant: {
            id: number;
            /** @enum {string} */
            label: "A" | "B" | "C" | "D" | "E";
            name: string;
            weight: number;
            paused: boolean;
            views: number;
            leads: number;
        };
        SplitChange: {
            variant_id: number;
            weight?: number;
            paused?: boolean;
        };
        SplitWinner: {
            variant_id: number;
        };
        /** @description Assumed (issue 47): the variants a visitor may be shown and their weights (the paused ones left out). The embed script picks one by weight, remembers it in the site's storage, and shows, counts and sends as that id. */
        PublicSplit: {
            variants: {
                id: number;
                weight: number;
            }[];
        };
        /**
         * @description 1 Fixed, 2 Popup, 3 Slim, 4 Takeover, 5 Two-step.
         * @enum {integer}
         */
        WidgetType: 1 | 2 | 3 | 4 | 5;
        /**
         * @description Theme family of widget types 1..5 in that order.
         * @enum {string}
         */
        ThemeType: "FIXED" | "POPUP" | "SLIM" | "TAKEOVER" | "TWO_STEP";
        /** @enum {string} */
        WidgetPosition: "left" | "right" | "center" | "top" | "bottom";
        LangOption: {
            code: string;
            label: string;
        };
        StyleValue: string | number;
        /** @description Style values of one widget element; every key optional. */
        StyleGroup: {
            color?: components["schemas"]["StyleValue"];
            background?: components["schemas"]["StyleValue"];
            text_size?: components["schemas"]["StyleValue"];
            text_transform?: components["schemas"]["StyleValue"];
            font_weight?: components["schemas"]["StyleValue"];
            font_family?: components["schemas"]["StyleValue"];
            /** @enum {string} */
            position?: "left" | "right" | "center";
            border_top?: components["schemas"]["StyleValue"];
            border_right?: components["schemas"]["StyleValue"];
            border_bottom?: components["schemas"]["StyleValue"];
            border_left?: components["schemas"]["StyleValue"];
            border_color?: components["schemas"]["StyleValue"];
            border_type?: components["schemas"]["StyleValue"];
            border_radius?: components["schemas"]["StyleValue"];
            margin_top?: components["schemas"]["StyleValue"];
            margin_right?: components["schemas"]["StyleValue"];
            margin_bottom?: components["schemas"]["StyleValue"];
            margin_left?: components["schemas"]["StyleValue"];
            padding_top?: components["schemas"]["StyleValue"];
            padding_right?: components["schemas"]["StyleValue"];
            padding_bottom?: components["schemas"]["StyleValue"];
            padding_left?: components["schemas"]["StyleValue"];
            full_width?: components["schemas"]["ZeroOne"];
            max_width?: components["schemas"]["StyleValue"];
            check_background?: components["schemas"]["StyleValue"];
            check_active_background?: components["schemas"]["StyleValue"];
            check_mark_color?: components["schemas"]["StyleValue"];
            check_width?: components["schemas"]["StyleValue"];
            check_height?: components["schemas"]["StyleValue"];
            check_border_radius?: components["schemas"]["StyleValue"];
            width?: components["schemas"]["StyleValue"];
            height?: components["schemas"]["StyleValue"];
            icon_color?: components["schemas"]["StyleValue"];
            display?: components["schemas"]["ZeroOne"];
            text?: components["schemas"]["StyleValue"];
            /** @description form_extra_html content. */
            html?: string;
        } & {
            [key: string]: components["schemas"]["StyleValue"];
        };
        /** @description The 14 style groups of a widget. */
        WidgetStyles: {
            form_style: components["schemas"]["StyleGroup"];
            form_body_style: components["schemas"]["StyleGroup"];
            cta_button: components["schemas"]["StyleGroup"];
            form_title: components["schemas"]["StyleGroup"];
            form_des: components["schemas"]["StyleGroup"];
            form_extra_html: components["schemas"]["StyleGroup"];
            tnc_style: components["schemas"]["StyleGroup"];
            input_field: components["schemas"]["StyleGroup"];
            input_placeholder: components["schemas"]["StyleGroup"];
            input_label: components["schemas"]["StyleGroup"];
            input_error_message: components["schemas"]["StyleGroup"];
            popup_icon: components["schemas"]["StyleGroup"];
            close_btn: components["schemas"]["StyleGroup"];
            report_close_btn: components["schemas"]["StyleGroup"];
        };
        /** @description The user's style edits (key spelled so); same keys as WidgetStyles, all optional, each a partial StyleGroup. */
        OverrightStyle: {
            form_style?: components["schemas"]["StyleGroup"];
            form_body_style?: components["schemas"]["StyleGroup"];
            cta_button?: components["schemas"]["StyleGroup"];
            form_title?: components["schemas"]["StyleGroup"];
            form_des?: components["schemas"]["StyleGroup"];
            form_extra_html?: components["schemas"]["StyleGroup"];
            tnc_style?: components["schemas"]["StyleGroup"];
            input_field?: components["schemas"]["StyleGroup"];
            input_placeholder?: components["schemas"]["StyleGroup"];
            input_label?: components["schemas"]["StyleGroup"];
            input_error_message?: components["schemas"]["StyleGroup"];
            popup_icon?: components["schemas"]["StyleGroup"];
            close_btn?: components["schemas"]["StyleGroup"];
            report_close_btn?: components["schemas"]["StyleGroup"];
        };
        FieldConfig: {
            /**
             * @description 0 hidden, 1 shown optional, 2 shown required.
             * @enum {integer}
             */
            show_field: 0 | 1 | 2;
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            label: string;
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            placeholder: string;
            show_in_first_step: components["schemas"]["ZeroOne"];
        };
        UrlFieldConfig: {
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            label: string;
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            placeholder: string;
            advance_audit: components["schemas"]["ZeroOne"];
            show_in_first_step: components["schemas"]["ZeroOne"];
        };
        /** @description Takeover triggers (defaults on_exit 0, on_timeout -1, on_scroll 200). */
        EventType: {
            on_exit: components["schemas"]["ZeroOne"];
            /** @description Seconds; -1 off. */
            on_timeout: number;
            /** @description Pixels; -1 off. */
            on_scroll: number;
        };
        WidgetSettingsExtra: {
            /** @description Seconds; 0 at once. */
            widget_auto_popup: number;
            /** @description Image URL; may be ''. */
            widget_popup_icon: string;
            /**
             * @description Takeover; 1 per session, 2 per page view.
             * @enum {integer}
             */
            show_form_view_as: 1 | 2;
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            first_step_submit_text: string;
            event_type: components["schemas"]["EventType"];
            display_rules?: components["schemas"]["DisplayRules"];
        };
        /** @description Assumed (issue 42, not in the spec): where the widget shows. Absent, it shows on every page and device. The page lists hold one pattern a line: a line starting with / matches the page's path (and query) whole, any other line matches anywhere in the page's address; * stands for any characters. An empty list of pages shown means every page. */
        DisplayRules: {
            /** @description Patterns of the pages it shows on, one a line. */
            pages_shown: string;
            /** @description Patterns of the pages it never shows on. */
            pages_hidden: string;
            /**
             * @description phone: windows at most 480 px wide.
             * @enum {string}
             */
            devices: "all" | "desktop" | "phone";
        };
        /** @description Partial widget_settings_extra carried by a theme. */
        ThemeSettingsExtra: {
            widget_auto_popup?: number;
            widget_popup_icon?: string;
            /** @enum {integer} */
            show_form_view_as?: 1 | 2;
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            first_step_submit_text?: string;
            event_type?: components["schemas"]["EventType"];
        };
        CloseButtonExtra: {
            default: {
                /** @description Assumed: one line of at most 200 characters (issue 25). */
                title: string;
            };
            redirect: {
                /** @description Assumed: one line of at most 200 characters (issue 25). */
                title: string;
                redirect_url: string;
            };
        };
        ReportActionExtra: {
            default: {
                send_report: components["schemas"]["ZeroOne"];
            };
            redirect: {
                redirect_url: string;
                send_report: components["schemas"]["ZeroOne"];
            };
            popup: {
                /** @description Assumed: at most 2000 characters; line breaks and tabs allowed, no other control characters (issue 25). */
                text: string;
                send_report: components["schemas"]["ZeroOne"];
            };
        };
        /** @description What the widget editor edits and saves. */
        WidgetForm: {
            /** @description Assumed: at most 100 characters, no control characters (issue 25). */
            name: string;
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            widget_title: string;
            /** @description Assumed: at most 2000 characters; line breaks and tabs allowed, no other control characters (issue 25). */
            widget_description: string;
            /** @description Assumed: at most 2000 characters; line breaks and tabs allowed, no other control characters (issue 25). */
            widget_form_extra: string;
            widget_lang: string;
            display_title: components["schemas"]["ZeroOne"];
            widget_type: components["schemas"]["WidgetType"];
            widget_position: components["schemas"]["WidgetPosition"];
            /** @description Theme id. */
            active_theme: number;
            active_theme_type: components["schemas"]["ThemeType"];
            widget_theme_code: string;
            /** @description Assumed: one line of at most 200 characters (issue 25). */
            widget_button_label: string;
            widget_button_color: string;
            /**
             * @description 1 label, 2 placeholder, 3 both.
             * @enum {integer}
             */
            show_field_text_as: 1 | 2 | 3;
            font_family: string;
            /** @constant */
            action: "widget-setting";
            widget_settings_extra: components["schemas"]["WidgetSettingsExtra"];
            /** @enum {string} */
            close_button_action: "default" | "redirect";
            /** @default Close this report */
            close_button_text: string;
            close_button_extra: components["schemas"]["CloseButtonExtra"];
            /** @enum {string} */
            report_action: "default" | "redirect" | "popup";
            report_action_extra: components["schemas"]["ReportActionExtra"];
            wform_url: components["schemas"]["UrlFieldConfig"];
            wform_keyword: components["schemas"]["FieldConfig"];
            wform_name: components["schemas"]["FieldConfig"];
            wform_phone: components["schemas"]["FieldConfig"];
            wform_email: components["schemas"]["FieldConfig"];
            wform_tnc: components["schemas"]["FieldConfig"];
        };
        /** @description Body of widget create and update; the form values plus overright_style, without style groups. */
        WidgetSavePayload: components["schemas"]["WidgetForm"] & {
            overright_style: components["schemas"]["OverrightStyle"];
            /** @description Assumed (issue 43): on an update, the version the editor loaded. Another save or reset since then makes it stale: 409, nothing changed. A create sends none. */
            version?: number;
        };
        GeneratedWidget: {
            widget_id: number;
            message: string;
        };
        /** @description A stored widget; the form values, the effective style groups as top-level keys, and metadata. */
        Widget: components["schemas"]["WidgetForm"] & components["schemas"]["WidgetStyles"] & {
            id: number;
            /** @description Assumed (issue 43): the widget's version; every update and reset makes a new one. */
            version: number;
            status: components["schemas"]["ItemStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            lead_count: number;
            overright_style: components["schemas"]["OverrightStyle"];
            available_lang: components["schemas"]["LangOption"][];
            smtp_verified: boolean;
            can_advance_audit: components["schemas"]["ZeroOne"];
            /** @description Assumed (issue 47): present when this widget is a variant of a split test: its widget and its letter. */
            variant?: {
                of: number;
                /** @enum {string} */
                label: "B" | "C" | "D" | "E";
            };
        };
        Theme: {
            id: number;
            theme_code: string;
            theme_name: string;
            theme_type: components["schemas"]["ThemeType"];
            widget_position: components["schemas"]["WidgetPosition"];
            style: components["schemas"]["WidgetStyles"];
            widget_settings_extra: components["schemas"]["ThemeSettingsExtra"];
        };
        ThemeGroup: {
            name: string;
            theme_type: components["schemas"]["ThemeType"];
            themes: components["schemas"]["Theme"][];
        };
        DefaultThemes: {
            /** @description Suggested default widget name; may be ''. */
            name: string;
            widget_lang: string;
            available_lang: components["schemas"]["LangOption"][];
            smtp_verified: boolean;
            can_advance_audit: components["schemas"]["ZeroOne"];
            /** @description Ordered FIXED, POPUP, SLIM, TAKEOVER, TWO_STEP. */
            all_theme: components["schemas"]["ThemeGroup"][];
            /** @description Assumed; the account's default theme id per theme type (a type without themes has none). */
            active_themes: {
                FIXED?: number;
                POPUP?: number;
                SLIM?: number;
                TAKEOVER?: number;
                TWO_STEP?: number;
            };
        };
        WidgetResetRequest: {
            active_theme_type: components["schemas"]["ThemeType"];
            active_theme: number;
            /**
             * @description ["style"] resets the style only; ["data","style"] resets data and style.
             * @enum {array}
             */
            reset_option: [
                "style"
            ] | [
                "data",
                "style"
            ];
        };
        WidgetListItem: {
            id: number;
            name: string;
            widget_type: components["schemas"]["WidgetType"];
            active_theme_type: components["schemas"]["ThemeType"];
            widget_theme_code: string;
            status: components["schemas"]["ItemStatus"];
            lead_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Assumed (issue 47): true when the widget runs a split test (it has variants); absent otherwise. */
            split_test?: boolean;
        };
        /** @description Assumed page object. */
        WidgetListPage: {
            widgets: components["schemas"]["WidgetListItem"][];
            total_page: number;
            current_page: number;
            total: number;
        };
        /**
         * @description Assumed; how often a watched page is checked.
         * @enum {string}
         */
        MonitorFrequency: "hourly" | "daily" | "weekly";
        /**
         * @description Assumed; the four per-check views (on_page covers title, meta description and content).
         * @enum {string}
         */
        MonitorCheck: "on_page" | "http_status" | "indexing" | "canonical";
        /**
         * @description Assumed; what a change is about.
         * @enum {string}
         */
        MonitorChangeKind: "title" | "meta_description" | "canonical" | "status_code" | "indexing" | "content_hash";
        /** @description Assumed; what the last check saw (null before the first check or when absent on the page). */
        MonitorValues: {
            title: string | null;
            meta_description: string | null;
            canonical: string | null;
            status_code: number | null;
            indexable: boolean | null;
            content_hash: string | null;
        };
        /** @description Assumed; a watched page, its schedule and what its checks saw; problems lists the checks with a problem. */
        MonitorItem: {
            id: number;
            url: string;
            frequency: components["schemas"]["MonitorFrequency"];
            paused: boolean;
            status: components["schemas"]["ItemStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_check_at: string | null;
            /** Format: date-time */
            last_change_at: string | null;
            change_count: number;
            values: components["schemas"]["MonitorValues"];
            problems: components["schemas"]["MonitorCheck"][];
        };
        /** @description Assumed page object. */
        MonitorListPage: {
            monitors: components["schemas"]["MonitorItem"][];
            total_page: number;
            current_page: number;
            total: number;
        };
        /** @description Assumed; one detected change with the values before and after (as text). */
        MonitorChange: {
            id: number;
            monitor_id: number;
            url: string;
            kind: components["schemas"]["MonitorChangeKind"];
            before: string | null;
            after: string | null;
            /** Format: date-time */
            detected_at: string;
        };
        /** @description Assumed page object. */
        MonitorChangePage: {
            changes: components["schemas"]["MonitorChange"][];
            total_page: number;
            current_page: number;
            total: number;
        };
        /** @description Assumed; watched and paused pages, problems per check, changes per kind in the last 7 days, the latest changes. */
        MonitorOverview: {
            watched: number;
            paused: number;
            problems: {
                on_page: number;
                http_status: number;
                indexing: number;
                canonical: number;
            };
            changes_last_7_days: {
                title: number;
                meta_description: number;
                canonical: number;
                status_code: number;
                indexing: number;
                content_hash: number;
            };
            recent_changes: components["schemas"]["MonitorChange"][];
        };
    };
    responses: {
        /** @description Invalid request. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Missing or invalid token; the client logs out. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not allowed on this plan or quota; a body with restrict_error is shown as a danger notification. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Server failure. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Assumed (issue 23); the request clashes with the current state (e.g. restoring what is already active); message says so. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Saved; the message is shown as a success alert, with the new version a next save sends (issue 43). */
        SavedVersion: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    version: number;
                };
            };
        };
        /** @description Done; message is shown as a success alert. */
        MessageOk: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Message"];
            };
        };
        /** @description Done; message is shown as a success alert, and the subscription as it is now. */
        SubscriptionChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    subscription: components["schemas"]["ManagedSubscription"];
                };
            };
        };
        /** @description The report as a PDF file; Content-Disposition names it. */
        ReportPdfFile: {
            headers: {
                /** @description attachment; filename="audit-report-ID.pdf" */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
            };
        };
        /** @description Ranking items for the tooltip under data. */
        TopKeywords: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["TopKeyword"][];
                };
            };
        };
        /** @description Keywords under data. */
        KeywordList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Keyword"][];
                };
            };
        };
    };
    parameters: {
        /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
        AcceptLanguage: string;
        /** @description Interface language; the client adds it to every GET. */
        Lang: components["schemas"]["LangCode"];
        /** @description Numeric id of the resource. */
        IdPath: number;
        /** @description Id of an audit run. */
        RunIdPath: string;
        /** @description A report's share key (issue 23, x-assumed). */
        ShareKeyPath: string;
        /** @description Id of a temporary audit report. */
        TempIdPath: string;
        /** @description Search engine id. */
        SeIdPath: number;
        /** @description Page number, from 1. */
        Page: number;
        /** @description Crawl id. */
        CrawlIdPath: number;
        /** @description Narrow crawled pages to a status class or to pages search engines may not index. */
        CrawlPageFilter: "ok" | "redirect" | "error" | "noindex";
        /** @description Column to sort crawled pages by (default url). */
        CrawlPageSort: "url" | "status_code" | "title" | "depth" | "load_time_ms" | "indexable";
        /** @description Hyperlinks (link) or page resources (resource). */
        CrawlLinkKind: "link" | "resource";
        /** @description Only internal or only external addresses. */
        CrawlLinkScope: "internal" | "external";
        /** @description Column to sort by after the broken-first order (default url). */
        CrawlLinkSort: "url" | "status_code" | "found_on" | "scope";
        /** @description Sort direction (default asc). */
        SortOrder: "asc" | "desc";
        /** @description Items per page (the client uses 20). */
        PageItem: number;
        /** @description deleted lists the soft-deleted items; absent lists the active ones. */
        Status: "deleted";
        /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
        ListSearch: string;
        /** @description Assumed; only items created on or after this day (yyyy-mm-dd). */
        DateFrom: string;
        /** @description Assumed; only items created on or before this day (yyyy-mm-dd). */
        DateTo: string;
        /** @description Ranking bucket; "other" means top 30. */
        Top: "5" | "10" | "other";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; the token is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Wrong credentials (message and non_field_errors). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    loginWithGoogle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; the token is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getSiteSettings: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings under data.settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: components["schemas"]["SiteSettings"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getTranslation: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Translation tree of the requested language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getFrontendTemplate: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Template name (for example a theme code). */
                template: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A full HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getFrontendStyle: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stylesheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSiteList: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Site groups and the two comparison dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTopProjectKeywords: {
        parameters: {
            query: {
                /** @description Ranking bucket; "other" means top 30. */
                top: components["parameters"]["Top"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TopKeywords"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getTopSearchEngineKeywords: {
        parameters: {
            query: {
                /** @description Ranking bucket; "other" means top 30. */
                top: components["parameters"]["Top"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TopKeywords"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboard: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dashboard counters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DashboardSummary"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notifications, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: [
                        number,
                        ...number[]
                    ];
                };
            };
        };
        responses: {
            /** @description Marked; unread is what remains unread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        unread: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectCreateRequest"];
            };
        };
        responses: {
            /** @description Project created; the client goes to /edit-engines/{project_id}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getProject: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Project details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project_details: components["schemas"]["ProjectDetails"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProjectStep: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectStepRequest"];
            };
        };
        responses: {
            /** @description Step saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MessageOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listProjectGroups: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Project groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProjectGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createProjectGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Assumed: at most 100 characters, no control characters (issue 25). */
                    group_name: string;
                };
            };
        };
        responses: {
            /** @description Group created ("Group created successfully"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteProjectGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MessageOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createSearchEngine: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchEngineCreateRequest"];
            };
        };
        responses: {
            /** @description Search engine added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchEngineCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listProjectSearchEngines: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search engines of the project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchEngineStep"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSearchEngine: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description Search engine id. */
                se_id: components["parameters"]["SeIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchEngineUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteSearchEngine: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description Search engine id. */
                se_id: components["parameters"]["SeIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_id: number;
                    se_id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProjectDetailsWithSearchEngines: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Project with search engines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProjectDetails"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listLocations: {
        parameters: {
            query?: {
                /** @description Text the location name contains (may be empty). */
                search?: string;
                /** @description Country id. */
                country?: number;
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCountries: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Country"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listLanguages: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listSearchEngines: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search engines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchEngine"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getKeywordGraph: {
        parameters: {
            query?: {
                /** @description Assumed; the search engine whose ranks are drawn (the first engine when absent). */
                se_id?: number;
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Graph data; empty all_dates or list sends the user to /admin-site-list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordGraph"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getRankInfo: {
        parameters: {
            query?: {
                /** @description Search engine id. */
                se_id?: number;
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ranking table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listKeywordGroups: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keyword groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeywordGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createKeywordGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_id: number;
                    /** @description Assumed: at most 100 characters, no control characters (issue 25). */
                    group_name: string;
                };
            };
        };
        responses: {
            /** @description Group created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateKeywordGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Project id. */
                projectId: number;
                /** @description Keyword group id. */
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Assumed: at most 100 characters, no control characters (issue 25). */
                    group_name: string;
                };
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteKeywordGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Project id. */
                projectId: number;
                /** @description Keyword group id. */
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MessageOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listUngroupedKeywords: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["KeywordList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listGroupedKeywords: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups with their keywords. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeywordGroupWithKeywords"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listActiveKeywords: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["KeywordList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createKeywords: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordCreateRequest"];
            };
        };
        responses: {
            /** @description Keywords added; a non-empty info is shown as a warning. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordsCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    moveKeyword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description Keyword id. */
                kid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number | null;
                };
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteKeyword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description Keyword id. */
                kid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MessageOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDefaultThemes: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Editor defaults and theme groups under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DefaultThemes"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createWidget: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetSavePayload"];
            };
        };
        responses: {
            /** @description Widget created; the client goes to /widget-list. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedWidget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listWidgets: {
        parameters: {
            query?: {
                /** @description Items per page (the client uses 20). */
                page_item?: components["parameters"]["PageItem"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description deleted lists the soft-deleted items; absent lists the active ones. */
                status?: components["parameters"]["Status"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of widgets under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WidgetListPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteWidgets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    restoreWidgets: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getWidget: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Widget"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateWidget: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetSavePayload"];
            };
        };
        responses: {
            /** @description Widget saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedWidget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    resetWidget: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetResetRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getWidgetEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snippet under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WidgetEmbed"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getWidgetDailyStats: {
        parameters: {
            query?: {
                days?: 7 | 30 | 90;
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's figures under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WidgetDailyStats"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSplitTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SplitTest"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    changeSplitVariant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SplitChange"];
            };
        };
        responses: {
            /** @description Done; message is shown as a success alert, and the test as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["SplitTest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createWidgetVariant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The variant is made. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        variant_id: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    endSplitTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SplitWinner"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    checkWidgetInstallation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstallationCheckRequest"];
            };
        };
        responses: {
            /** @description The answer under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InstallationCheck"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    recordWidgetImpression: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstallationCheckRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getWidgetSites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sites under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WidgetSites"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    decideWidgetSite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetSiteDecision"];
            };
        };
        responses: {
            /** @description Done; message is shown as a success alert, and the sites as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["WidgetSites"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPublicWidget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicWidget"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    captureWidgetLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WidgetLeadSubmission"];
            };
        };
        responses: {
            /** @description The lead is stored; the message and the report the visitor sees. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WidgetLeadCaptured"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description Too many submissions (issue 43, x-assumed): at most 5 per visitor address and widget in 10 minutes and 100 per widget in an hour, every request counted. The embed form keeps the answers and asks to try again. */
            429: {
                headers: {
                    /** @description Seconds until a submission is taken again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWidgetStats: {
        parameters: {
            query?: {
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WidgetStats"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadSync: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Lead sync provider. */
                service: components["schemas"]["LeadSyncService"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connection details under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeadSync"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveLeadSync: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Lead sync provider. */
                service: components["schemas"]["LeadSyncService"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadSyncSaveRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    testLeadSyncWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The webhook was called; status_code is what it answered (0 when it could not be reached). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code: number;
                        elapsed_ms: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["ServerError"];
        };
    };
    checkLeadSyncConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description A connected list provider (the webhook has its own test). */
                service: "sendinblue" | "mailchimp" | "constant_contact";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    issueDemoConstantContactCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    redirect_uri: string;
                    state: string;
                    code_challenge: string;
                };
            };
        };
        responses: {
            /** @description A single-use code bound to redirect_uri and code_challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getAccount: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: components["schemas"]["AccountDetails"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile_info: components["schemas"]["Profile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            200: components["responses"]["SavedVersion"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MessageOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                };
            };
        };
        responses: {
            /** @description The address is confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** Format: email */
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    sendSupportRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        all_payments: components["schemas"]["Payment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubscriptionInfo: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscription info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        details: components["schemas"]["SubscriptionInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeRequest"];
            };
        };
        responses: {
            /** @description Subscription created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description Contract extension; one key per payment attempt, reused on retry; a repeated key gets the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Subscription id. */
                subscription_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description Payment started; the alert shows when code is not "success". */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderCancelRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getOrderStatus: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Order status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagedSubscription: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: components["schemas"]["ManagedSubscription"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelSubscriptionAtPeriodEnd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SubscriptionChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    resumeSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SubscriptionChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changeSubscriptionPlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanChangeRequest"];
            };
        };
        responses: {
            200: components["responses"]["SubscriptionChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    setSubscriptionAutoRenew: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoRenewRequest"];
            };
        };
        responses: {
            200: components["responses"]["SubscriptionChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: components["schemas"]["Plan"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    settleDemoPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DemoPaymentSettle"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getBillingInfo: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Billing info (invoices x-assumed to come with it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing_info: components["schemas"]["BillingInfo"];
                        seller: components["schemas"]["Seller"];
                        /** @description Assumed that the invoice list comes with the billing info (no separate call is shown). */
                        invoices: components["schemas"]["Invoice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateBillingInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingInfo"];
            };
        };
        responses: {
            200: components["responses"]["SavedVersion"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadInvoicePdf: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice document. */
            200: {
                headers: {
                    /** @description attachment; filename="INV-2026-0013.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAudits: {
        parameters: {
            query?: {
                /** @description List type (always audit here). */
                type?: "audit";
                /** @description Items per page (the client uses 20). */
                page_item?: components["parameters"]["PageItem"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description deleted lists the soft-deleted items; absent lists the active ones. */
                status?: components["parameters"]["Status"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Assumed; only items created on or after this day (yyyy-mm-dd). */
                date_from?: components["parameters"]["DateFrom"];
                /** @description Assumed; only items created on or before this day (yyyy-mm-dd). */
                date_to?: components["parameters"]["DateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audits under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditListPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAuditReport: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAuditReportPdf: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReportPdfFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createReportShareLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new share key and the server's words. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLinkCreated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeReportShareLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MessageOk"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSharedReport: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description A report's share key (issue 23, x-assumed). */
                share_key: components["parameters"]["ShareKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shared report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    startPageAudit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageAuditRequest"];
            };
        };
        responses: {
            /** @description The audit run, just started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAuditRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPageAuditRun: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Id of an audit run. */
                run_id: components["parameters"]["RunIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run's progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageAuditRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelPageAuditRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id of an audit run. */
                run_id: components["parameters"]["RunIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MessageOk"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getTempAuditReport: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Id of a temporary audit report. */
                temp_id: components["parameters"]["TempIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The temporary report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempAuditReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveTempAudit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Id of a temporary audit report. */
                temp_id: components["parameters"]["TempIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved audit's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TempAuditSaved"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listSampleAudits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The samples. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleAuditList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAudits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    restoreAudits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    startCrawl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_id: number;
                    page_limit: number;
                };
            };
        };
        responses: {
            /** @description The crawl that was started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Crawl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCrawl: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Crawl id. */
                crawl_id: components["parameters"]["CrawlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The crawl. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Crawl"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelCrawl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Crawl id. */
                crawl_id: components["parameters"]["CrawlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The crawl after cancelling. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Crawl"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listProjectCrawls: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's crawls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        crawls: components["schemas"]["Crawl"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCrawlIssues: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Crawl id. */
                crawl_id: components["parameters"]["CrawlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The crawl's issues. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        issues: components["schemas"]["CrawlIssue"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCrawledPages: {
        parameters: {
            query?: {
                /** @description Items per page (the client uses 20). */
                page_item?: components["parameters"]["PageItem"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Narrow crawled pages to a status class or to pages search engines may not index. */
                filter?: components["parameters"]["CrawlPageFilter"];
                /** @description Column to sort crawled pages by (default url). */
                sort?: components["parameters"]["CrawlPageSort"];
                /** @description Sort direction (default asc). */
                order?: components["parameters"]["SortOrder"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Crawl id. */
                crawl_id: components["parameters"]["CrawlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of crawled pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrawledPageList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCrawlLinks: {
        parameters: {
            query: {
                /** @description Hyperlinks (link) or page resources (resource). */
                kind: components["parameters"]["CrawlLinkKind"];
                /** @description Only internal or only external addresses. */
                scope?: components["parameters"]["CrawlLinkScope"];
                /** @description Items per page (the client uses 20). */
                page_item?: components["parameters"]["PageItem"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Column to sort by after the broken-first order (default url). */
                sort?: components["parameters"]["CrawlLinkSort"];
                /** @description Sort direction (default asc). */
                order?: components["parameters"]["SortOrder"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Crawl id. */
                crawl_id: components["parameters"]["CrawlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of links or resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrawlLinkList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    exportCrawl: {
        parameters: {
            query: {
                /** @description Which table to export. */
                table: "pages" | "links" | "resources";
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Narrow crawled pages to a status class or to pages search engines may not index. */
                filter?: components["parameters"]["CrawlPageFilter"];
                /** @description Only internal or only external addresses. */
                scope?: components["parameters"]["CrawlLinkScope"];
                /** @description Column to sort by (a CrawlPageSort or CrawlLinkSort value, by table). */
                sort?: "url" | "status_code" | "title" | "depth" | "load_time_ms" | "indexable" | "found_on" | "scope";
                /** @description Sort direction (default asc). */
                order?: components["parameters"]["SortOrder"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Crawl id. */
                crawl_id: components["parameters"]["CrawlIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header row. */
            200: {
                headers: {
                    /** @description attachment; filename="crawl-N-pages.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendAuditEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    "email-address": string;
                    "audit-id": number;
                };
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /** @description List type (always lead here). */
                type?: "lead";
                /** @description Items per page (the client uses 20). */
                page_item?: components["parameters"]["PageItem"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description deleted lists the soft-deleted items; absent lists the active ones. */
                status?: components["parameters"]["Status"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Assumed; only items created on or after this day (yyyy-mm-dd). */
                date_from?: components["parameters"]["DateFrom"];
                /** @description Assumed; only items created on or before this day (yyyy-mm-dd). */
                date_to?: components["parameters"]["DateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of leads under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeadListPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadReport: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLeadReportPdf: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReportPdfFile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    exportLeads: {
        parameters: {
            query?: {
                /** @description deleted lists the soft-deleted items; absent lists the active ones. */
                status?: components["parameters"]["Status"];
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Assumed; only items created on or after this day (yyyy-mm-dd). */
                date_from?: components["parameters"]["DateFrom"];
                /** @description Assumed; only items created on or before this day (yyyy-mm-dd). */
                date_to?: components["parameters"]["DateTo"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header row (name, email, phone, url, keyword, widget, captured at as ISO 8601 date-time). */
            200: {
                headers: {
                    /** @description attachment; filename="leads-YYYY-MM-DD.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    resendLeadDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description Lead sync provider (a delivery's service). */
                service: "webhook" | "sendinblue" | "mailchimp" | "constant_contact" | "report_email";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery after the new attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDeliveryResent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteLeads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    restoreLeads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    verifySmtp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmtpSettingsInput"];
            };
        };
        responses: {
            200: components["responses"]["SavedVersion"];
            /** @description Verification failed; response holds the SMTP server's answer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmtpVerifyError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getEmailSettings: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description E-mail settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    saveEmailSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSettings"];
            };
        };
        responses: {
            200: components["responses"]["SavedVersion"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getSmtpSettings: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SMTP settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        smtp_settings: components["schemas"]["SmtpSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    resetEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "email-id": number;
                    /** @description Assumed (issue 43): the templates' version the form loaded; a stale one gets 409, nothing reset. */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The template after reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["EmailTemplate"];
                        message?: string;
                        /** @description Assumed (issue 43): the templates' new version, which the next save sends. */
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    sendTestEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getMonitorOverview: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorOverview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listMonitors: {
        parameters: {
            query?: {
                /** @description Items per page (the client uses 20). */
                page_item?: components["parameters"]["PageItem"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description deleted lists the soft-deleted items; absent lists the active ones. */
                status?: components["parameters"]["Status"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Assumed; order by problems in this check first. */
                check?: components["schemas"]["MonitorCheck"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of watched pages under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MonitorListPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createMonitors: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    urls: string[];
                    frequency: components["schemas"]["MonitorFrequency"];
                };
            };
        };
        responses: {
            /** @description The pages now watched. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        monitors: components["schemas"]["MonitorItem"][];
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteMonitors: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["MessageOk"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listMonitorChanges: {
        parameters: {
            query?: {
                /** @description Items per page (the client uses 20). */
                page_item?: components["parameters"]["PageItem"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
                /** @description Assumed text search (url, keyword; for leads also name, e-mail, phone, widget). */
                search?: components["parameters"]["ListSearch"];
                /** @description Assumed; only items created on or after this day (yyyy-mm-dd). */
                date_from?: components["parameters"]["DateFrom"];
                /** @description Assumed; only items created on or before this day (yyyy-mm-dd). */
                date_to?: components["parameters"]["DateTo"];
                /** @description Assumed; only the changes of this watched page. */
                monitor_id?: number;
                /** @description Assumed; only changes of this kind. */
                kind?: components["schemas"]["MonitorChangeKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of changes under data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MonitorChangePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getMonitor: {
        parameters: {
            query?: {
                /** @description Interface language; the client adds it to every GET. */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The watched page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateMonitor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    frequency?: components["schemas"]["MonitorFrequency"];
                    paused?: boolean;
                };
            };
        };
        responses: {
            /** @description The watched page after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    checkMonitorNow: {
        parameters: {
            query?: never;
            header?: {
                /** @description Not in the spec (which gives GETs the `lang` query only): the client sends the interface language in this header on every request. Localised by `Accept-Language`: every write's answer `message` (on success, and the write's own refusals such as a declined card, wrong credentials or a plan without the feature) is in that language, English for one the server lacks; per-field error texts and 404 texts stay English. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page after the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        monitor: components["schemas"]["MonitorItem"];
                        changes: number;
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}

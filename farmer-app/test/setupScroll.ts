// jsdom lays nothing out and has no scrolling; the wizard's scroll to top does nothing in tests.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

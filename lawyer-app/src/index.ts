// The async boundary: shared modules are negotiated with the host before any of them is used.
void import('./bootstrap');

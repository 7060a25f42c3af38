// The shell needs no async boundary: it is not a federation container, and its shared modules are its own.
import './bootstrap';

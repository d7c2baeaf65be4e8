static const char s[] = "café ÿþ";
/* Latin-1: été, broken UTF-8: Ã( */
int f(int x) { return !x & 4; } // â‚

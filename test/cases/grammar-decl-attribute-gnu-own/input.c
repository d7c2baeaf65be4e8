/* an __attribute__((...)) after a declarator, spelled in the rule */
int keep;
static int a __attribute__((unused));
static int b;
int keep2;

/* an __attribute__((...)) after a declarator, spelled in the rule */
int keep;
static int a;
static int b;
int keep2;

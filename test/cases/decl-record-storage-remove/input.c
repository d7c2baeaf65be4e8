int x;
static struct sbuggy { int a; } D;
int y;

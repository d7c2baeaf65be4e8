__attribute__((unused)) static int x;
static int y;

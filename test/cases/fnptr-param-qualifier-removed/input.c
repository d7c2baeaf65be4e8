int (*other)(char);
static int (*handler)(const int);
int last;

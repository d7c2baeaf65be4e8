static int (*handler)(const int);
int (*plain)(int);
int (*other)(char);

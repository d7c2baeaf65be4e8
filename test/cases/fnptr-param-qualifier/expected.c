static int (*handler)(const long);
int (*plain)(long);
int (*other)(char);

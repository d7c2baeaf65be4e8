int (*other)(char);
int last;

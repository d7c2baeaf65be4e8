
int k;

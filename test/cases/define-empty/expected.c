12
int y;

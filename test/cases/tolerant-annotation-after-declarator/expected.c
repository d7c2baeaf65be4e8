
int y __read_mostly = 3;

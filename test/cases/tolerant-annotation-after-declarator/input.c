struct foo x __read_mostly = { .a = 12, };
int y __read_mostly = 3;

int before;
int after;

int with_two[] = { 1, 2, 3 };
int without_two[] = { 1, 5, 3 };

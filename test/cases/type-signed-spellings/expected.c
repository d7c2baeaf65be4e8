void f(void) {
	int v0;
	unsigned int v1;
	int v2;
	unsigned int v3;
	int v4;
	short int v5;
	short int v6;
	long v7;
	long v8;
	s64 v9;
	long long int v10;
	signed short v11;
	signed long v12;
	char v13;
	signed char v14;
}

void g(void)
{
	int val;

	val = QBv | QA;
	val = QA | QBv | QCv;
	val |= QBv | QA;
	val = (QBv | QA) | QCv;
	val = (QBv | QCv) | QA;
}

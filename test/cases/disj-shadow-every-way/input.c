void g(void)
{
	int val;

	val = QA | QBv;
	val = QA | QBv | QCv;
	val |= QA | QBv;
	val = (QA | QBv) | QCv;
	val = QA | (QBv | QCv);
}

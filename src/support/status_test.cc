#include "support/status.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "support/check.h"

namespace hlx {
namespace {

TEST(Status, DefaultIsOk) {
  Status status;
  EXPECT_TRUE(status.ok());
  EXPECT_EQ(status.code(), StatusCode::kOk);
  EXPECT_EQ(status.ToString(), "OK");
  EXPECT_TRUE(Status::Ok().ok());
}

TEST(Status, CarriesCodeAndMessage) {
  Status status = InvalidArgument("a.mlir:3:7: expected ')'");
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(status.message(), "a.mlir:3:7: expected ')'");
  EXPECT_EQ(status.ToString(), "INVALID_ARGUMENT: a.mlir:3:7: expected ')'");
  EXPECT_EQ(NotFound("x").ToString(), "NOT_FOUND: x");
  EXPECT_EQ(Unimplemented("x").ToString(), "UNIMPLEMENTED: x");
  EXPECT_EQ(ResourceExhausted("x").ToString(), "RESOURCE_EXHAUSTED: x");
  EXPECT_EQ(Internal("x").ToString(), "INTERNAL: x");
  EXPECT_STREQ(StatusCodeName(StatusCode::kFailedPrecondition), "FAILED_PRECONDITION");
}

TEST(StatusOr, HoldsAValue) {
  StatusOr<int> value = 42;
  ASSERT_TRUE(value.ok());
  EXPECT_EQ(*value, 42);
}

TEST(StatusOr, HoldsAnError) {
  StatusOr<int> error = NotFound("no such file");
  ASSERT_FALSE(error.ok());
  EXPECT_EQ(error.status().code(), StatusCode::kNotFound);
  EXPECT_EQ(error.status().message(), "no such file");
}

// Reading the value of an error is a bug in hlx: a check failure that names the error, not an exception.
TEST(StatusOrDeathTest, ValueOfAnErrorFailsACheck) {
  StatusOr<int> error = NotFound("no such file");
  EXPECT_DEATH((void)error.value(),
               "internal error: check failed: ok\\(\\): the value of a StatusOr that "
               "holds an error: NOT_FOUND: no such file");
  EXPECT_DEATH((void)*error, "NOT_FOUND: no such file");
  StatusOr<std::unique_ptr<std::string>> moved = Internal("lost");
  EXPECT_DEATH((void)std::move(moved).value(), "INTERNAL: lost");
}

TEST(StatusOr, HoldsMoveOnlyValues) {
  StatusOr<std::unique_ptr<std::string>> value = std::make_unique<std::string>("module");
  ASSERT_TRUE(value.ok());
  std::unique_ptr<std::string> taken = std::move(value).value();
  EXPECT_EQ(*taken, "module");
}

StatusOr<int> ParseDigit(char c) {
  if (c < '0' || c > '9') return InvalidArgument(std::string("not a digit: ") + c);
  return c - '0';
}

StatusOr<int> SumDigits(const std::string& text) {
  int sum = 0;
  for (char c : text) {
    HLX_ASSIGN_OR_RETURN(int digit, ParseDigit(c));
    sum += digit;
  }
  return sum;
}

Status AllDigits(const std::string& text) {
  for (char c : text) HLX_RETURN_IF_ERROR(ParseDigit(c).status());
  return Status::Ok();
}

TEST(StatusMacros, PropagateTheFirstError) {
  StatusOr<int> sum = SumDigits("123");
  ASSERT_TRUE(sum.ok());
  EXPECT_EQ(*sum, 6);
  StatusOr<int> bad = SumDigits("1x2y");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(), "not a digit: x");
  EXPECT_TRUE(AllDigits("0099").ok());
  EXPECT_EQ(AllDigits("9z").message(), "not a digit: z");
}

TEST(CheckDeathTest, FailedCheckAbortsWithTheCondition) {
  EXPECT_DEATH(HLX_CHECK(1 + 1 == 3), "check failed: 1 \\+ 1 == 3");
  EXPECT_DEATH(HLX_CHECK_MSG(false, "the reason"), "the reason");
}

}  // namespace
}  // namespace hlx
